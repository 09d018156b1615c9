import { type ClientMessageKey, isImageSizeAllowed } from '@coffer/domain';

/** What POST /transaction/{id}/proofOfFund takes (its contract summary): PDF, PNG or JPEG. */
export const PROOF_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Checked before anything is read or sent: the type, then the 6291456-byte limit (section 5). */
export function proofFileError(file: { readonly type: string; readonly size: number }): ClientMessageKey | null {
  if (!(PROOF_FILE_TYPES as readonly string[]).includes(file.type)) return 'image';
  return isImageSizeAllowed(file.size) ? null : 'fileToBig';
}

/** The file as a base64 data URL ("data:application/pdf;base64,..."), as the endpoint accepts it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('empty')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
