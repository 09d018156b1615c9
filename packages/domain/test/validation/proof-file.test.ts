import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIZE_BYTES } from '../../src/constants';
import { PROOF_FILE_TYPES, proofFileError } from '../../src/validation/index';

describe('proof of funds file (PDF, PNG or JPEG within the image size limit)', () => {
  it.each<[string, string, number, ReturnType<typeof proofFileError>]>([
    ['a PDF', 'application/pdf', 1_000, null],
    ['a PNG', 'image/png', 1_000, null],
    ['a JPEG', 'image/jpeg', 1_000, null],
    ['an empty PDF', 'application/pdf', 0, null],
    ['a PDF at the limit', 'application/pdf', MAX_IMAGE_SIZE_BYTES, null],
    ['a PDF one byte over the limit', 'application/pdf', MAX_IMAGE_SIZE_BYTES + 1, 'fileToBig'],
    ['a JPEG over the limit', 'image/jpeg', 10_000_000, 'fileToBig'],
    ['a GIF', 'image/gif', 1_000, 'image'],
    ['a JPEG under another name', 'image/jpg', 1_000, 'image'],
    ['a type in capitals', 'APPLICATION/PDF', 1_000, 'image'],
    ['no type', '', 1_000, 'image'],
    ['a wrong type is reported before the size', 'text/plain', 10_000_000, 'image'],
    ['an unreadable size', 'image/png', Number.NaN, 'fileToBig'],
  ])('%s', (_name, type, size, expected) => {
    expect(proofFileError({ type, size })).toBe(expected);
  });

  it('lists exactly the three accepted types', () => {
    expect(PROOF_FILE_TYPES).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
  });
});
