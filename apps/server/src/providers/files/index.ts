import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../../config';
import { localFileStore } from './local';
import { s3FileStore } from './s3';

/** Where users' files live (decision 0024): bytes by key, never reachable by URL. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** The local folder under DATA_DIR, or the S3-compatible bucket of FILE_STORAGE=s3. */
export function createRawFileStore(config: Config): FileStore {
  const storage = config.fileStorage;
  if (storage.kind === 's3') return s3FileStore(storage);
  return localFileStore(join(config.dataDir, 'files'));
}

const VERSION = Buffer.from('CF1');

/**
 * AES-256-GCM around any store, under a key derived from the server's master key: the store (a disk,
 * a bucket, its backups) only ever sees `CF1 | iv | tag | ciphertext`. The key is bound to the file's
 * key as associated data, so a file copied under another key does not open.
 */
export function encryptedFileStore(inner: FileStore, masterKey: Buffer): FileStore {
  const key = createHash('sha256').update('coffer-file-store').update(masterKey).digest();
  return {
    put: async (name, data) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      await inner.put(name, Buffer.concat([VERSION, iv, cipher.getAuthTag(), body]));
    },
    get: async (name) => {
      const sealed = await inner.get(name);
      if (!sealed) return null;
      if (!sealed.subarray(0, 3).equals(VERSION)) throw new Error('unreadable stored file');
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(3, 15));
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(sealed.subarray(15, 31));
      return Buffer.concat([decipher.update(sealed.subarray(31)), decipher.final()]);
    },
    delete: (name) => inner.delete(name),
  };
}
