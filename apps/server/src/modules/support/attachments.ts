import { randomUUID } from 'node:crypto';
import type { supportAttachment } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod/mini';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import type { TxQuery } from '../ledger/index';
import { decodeUpload } from '../proofs/service';

export interface Upload {
  fileName: string;
  file: string;
}

interface Clean {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Checks every file by its first bytes (JPEG, PNG or PDF, at most 6 MB: the proofs of funds' rule)
 * and re-encodes images with sharp, which drops their metadata (EXIF, GPS) and refuses what does not
 * decode. Done before the conversation's transaction opens.
 */
export async function cleanUploads(uploads: Upload[] | undefined): Promise<Clean[]> {
  const out: Clean[] = [];
  for (const upload of uploads ?? []) {
    const { bytes, contentType } = decodeUpload(upload.file);
    if (contentType === 'application/pdf') {
      out.push({ fileName: upload.fileName, contentType, bytes });
      continue;
    }
    try {
      const image = sharp(bytes, { failOn: 'warning', limitInputPixels: 50_000_000 }).rotate();
      const encoded =
        contentType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
      out.push({ fileName: upload.fileName, contentType, bytes: encoded });
    } catch {
      throw new AppError('bad_params', 'This image cannot be read', {
        issues: [{ path: 'attachments', message: 'imageCorrupt', code: 'imageCorrupt' }],
      });
    }
  }
  return out;
}

/** Stores the files of one message, sealed with the server's key, inside the caller's transaction. */
export async function storeAttachments(
  services: Services,
  q: TxQuery,
  ticketId: string,
  messageId: string,
  files: Clean[],
): Promise<z.infer<typeof supportAttachment>[]> {
  const stored = [];
  for (const file of files) {
    const id = randomUUID();
    const key = randomUUID();
    const sealed = Buffer.from(services.secretBox.seal(file.bytes.toString('base64')));
    await q(
      sql`INSERT INTO stored_files (key, content_type, bytes) VALUES (${key}, 'application/x-coffer-sealed', ${sealed})`,
    );
    await q(sql`INSERT INTO support_attachments (id, message_id, ticket_id, file_name, content_type, size, storage_key)
      VALUES (${id}, ${messageId}, ${ticketId}, ${file.fileName}, ${file.contentType}, ${file.bytes.length}, ${key})`);
    stored.push({ id, fileName: file.fileName, contentType: file.contentType, size: file.bytes.length });
  }
  return stored;
}

/** One attachment of a conversation, opened; null when the conversation has no such file. */
export async function readAttachment(
  services: Services,
  ticketId: string,
  attachmentId: string,
): Promise<{ fileName: string; contentType: string; file: string } | null> {
  const [row] = await services.db.query<{ file_name: string; content_type: string; bytes: Buffer | Uint8Array }>(
    `SELECT a.file_name, a.content_type, f.bytes FROM support_attachments a
       JOIN stored_files f ON f.key = a.storage_key WHERE a.id = $1 AND a.ticket_id = $2`,
    [attachmentId, ticketId],
  );
  if (!row) return null;
  const sealed = Buffer.from(row.bytes).toString();
  return { fileName: row.file_name, contentType: row.content_type, file: services.secretBox.open(sealed) };
}
