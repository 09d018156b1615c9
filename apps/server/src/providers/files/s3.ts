import { AwsClient } from 'aws4fetch';
import type { FileStore } from './index';
import { checkedKey } from './keys';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, ...) addressed path-style, requests signed with SigV4
 * by aws4fetch. Objects are private; the server reads them and nobody gets a URL.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => `${base}/${encodeURIComponent(settings.bucket)}/${checkedKey(key)}`;
  const fail = async (what: string, response: Response) => {
    throw new Error(`S3 ${what} failed: HTTP ${response.status}`);
  };
  return {
    put: async (key, data) => {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) await fail('put', response);
    },
    get: async (key) => {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('get', response);
      return Buffer.from(await response.arrayBuffer());
    },
    delete: async (key) => {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('delete', response);
    },
  };
}
