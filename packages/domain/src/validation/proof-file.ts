import type { ClientMessageKey } from '../errors/messages';
import { isImageSizeAllowed } from './helpers';

/** What a proof of funds may be (POST /transaction/{id}/proofOfFund): PDF, PNG or JPEG. */
export const PROOF_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ProofFileType = (typeof PROOF_FILE_TYPES)[number];

export type ProofFileError = Extract<ClientMessageKey, 'image' | 'fileToBig'>;

/**
 * Checked before anything is read or sent: the file's MIME type ('image' when not one of
 * `PROOF_FILE_TYPES`), then the section 5 size limit of 6291456 bytes ('fileToBig').
 */
export function proofFileError(file: { readonly type: string; readonly size: number }): ProofFileError | null {
  if (!(PROOF_FILE_TYPES as readonly string[]).includes(file.type)) return 'image';
  return isImageSizeAllowed(file.size) ? null : 'fileToBig';
}
