/** A safe storage key: lower-case letters, digits, dashes, dots and slashes, no `..`. */
export function checkedKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9./-]*$/.test(key) || key.includes('..')) throw new Error(`bad file key ${key}`);
  return key;
}
