import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/client';
import type { FileStore } from '../src/providers/files/index';

/** A file store in memory: tests read what the server really wrote (encrypted bytes). */
export function memoryFileStore(): FileStore & { raw: Map<string, Buffer> } {
  const raw = new Map<string, Buffer>();
  return {
    raw,
    put: async (key, data) => {
      raw.set(key, Buffer.from(data));
    },
    get: async (key) => raw.get(key) ?? null,
    delete: async (key) => {
      raw.delete(key);
    },
  };
}

export const BOUNDARY = '----coffer-kyc-test';

export interface FilePart {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body: the fields in order, then the file (when given). */
export function multipartBody(fields: Record<string, string>, file?: FilePart): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const filename = file.filename ?? 'document.jpg';
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export function uploadRequest(
  auth: Record<string, string>,
  fields: Record<string, string>,
  file?: FilePart,
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/kyc/upload',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(fields, file),
  };
}

/** A photo-like JPEG (noise, so it does not compress to nothing), optionally with GPS EXIF. */
export async function jpeg(options: { width?: number; height?: number; gps?: boolean } = {}): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 400;
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg({
    quality: 80,
  });
  if (options.gps) {
    image.withExif({
      IFD0: { Make: 'CofferTestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    });
  }
  return image.toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** A small but whole PDF (a utility bill). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function upload(
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: Record<string, string>,
  file?: FilePart,
) {
  return app.inject(uploadRequest(auth, fields, file));
}

export const QUESTIONNAIRE = {
  employmentStatus: 'EMPLOYED',
  occupation: 'Engineer',
  sourceOfFunds: ['SALARY', 'SAVINGS'],
  expectedYearlyVolume: 'FROM_10K_TO_50K',
  accountPurpose: ['SAVINGS', 'PAYMENTS'],
  politicallyExposed: false,
  taxResidency: [{ country: 'GB', taxId: 'AB123456C' }],
};

/**
 * Verifies a user's identity the way a real user does: a passport and a selfie, the questionnaire,
 * then the sandbox reviewer's `ops kyc approve`. The app needs a file store (`memoryFileStore()`).
 */
export async function verifyIdentity(app: FastifyInstance, who: { email: string; auth: Record<string, string> }) {
  const photo = await jpeg();
  for (const type of ['PASSPORT', 'SELFIE']) {
    const res = await upload(app, who.auth, { type, country: 'GB' }, { data: photo });
    if (res.statusCode !== 200) throw new Error(`KYC upload failed: ${res.body}`);
  }
  await app.inject({ method: 'POST', url: '/api/kyc/questionnaire', headers: who.auth, payload: QUESTIONNAIRE });
  const { runOps } = await import('../src/ops/run');
  const approved = await runOps(app.services.db, ['kyc', 'approve', who.email], app.services);
  if (approved.code !== 0) throw new Error(`kyc approve failed: ${approved.output.join(' ')}`);
}

/**
 * A user's identity waiting for the reviewer, written straight into the tables (a passport and a selfie,
 * the questionnaire answered), for tests of what a review sets off rather than of the upload.
 */
export async function awaitingReview(db: Pick<Database, 'query'>, userId: string): Promise<void> {
  await db.query("INSERT INTO kyc_records (user_id, status) VALUES ($1, 'UNDER_REVIEW')", [userId]);
  await db.query("INSERT INTO kyc_questionnaires (user_id, answers) VALUES ($1, '{}')", [userId]);
  for (const type of ['PASSPORT', 'SELFIE'])
    await db.query(
      `INSERT INTO kyc_documents (id, user_id, type, country, mime, size_bytes, storage_key)
       VALUES (gen_random_uuid(), $1, $2, 'GB', 'image/jpeg', 1, 'none')`,
      [userId, type],
    );
}
