import { kycAcceptsMime } from '@coffer/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';

/** Stored images are at most this many pixels on their longest side; thumbnails this many. */
export const STORED_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 320;
/** Larger images are refused before decoding (a decompression bomb fits in 6 MB). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface CleanFile {
  mime: 'image/jpeg' | 'application/pdf';
  data: Buffer;
  /** A small JPEG for the owner's own screens; none for a PDF. */
  thumbnail: Buffer | null;
}

const refuse = (field: 'imageCorrupt' | 'fileCorrupt', message: string) =>
  new AppError('bad_params', message, { issues: [{ path: 'file', message: field, code: field }] });

/** A PDF starts with `%PDF-` and ends with `%%EOF` (trailing whitespace allowed). */
function looksWholePdf(data: Buffer): boolean {
  return (
    data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

/**
 * Decides a file's kind by its first bytes (never its name or declared type), then makes the copy
 * Coffer keeps: images are decoded and re-encoded as JPEG by sharp (EXIF and GPS metadata dropped,
 * orientation applied, dimensions bounded); a PDF (proofs of address only) is kept as sent once it
 * is whole. Anything else, or a file that does not decode, is `bad_params` naming imageCorrupt or
 * fileCorrupt.
 */
export async function cleanUpload(type: string, data: Buffer): Promise<CleanFile> {
  const kind = await fileTypeFromBuffer(data);
  if (!kind || !kycAcceptsMime(type, kind.mime)) {
    throw refuse('fileCorrupt', type === 'UTILITY_BILL' ? 'Send a JPEG, PNG or PDF' : 'Send a JPEG or PNG image');
  }
  if (kind.mime === 'application/pdf') {
    if (!looksWholePdf(data)) throw refuse('fileCorrupt', 'This PDF is incomplete');
    return { mime: 'application/pdf', data, thumbnail: null };
  }
  try {
    const input = () => sharp(data, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const stored = await input()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer();
    const thumbnail = await input()
      .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { mime: 'image/jpeg', data: stored, thumbnail };
  } catch {
    throw refuse('imageCorrupt', 'This image cannot be read');
  }
}
