/** The accepted types and the type-then-size check are the domain's (validation/proof-file). */
export { PROOF_FILE_TYPES, proofFileError } from '@coffer/domain';

/** The file as a base64 data URL ("data:application/pdf;base64,..."), as the endpoint accepts it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('empty')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
