import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIZE_BYTES } from '../../src/constants';
import { formatSize } from '../../src/format/index';

describe('size units (spec §9)', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1126, '1.1 KB'],
    [1_048_575, '1 MB'],
    [MAX_IMAGE_SIZE_BYTES, '6 MB'],
    [1_073_741_824, '1 GB'],
    [5n * 1024n ** 4n, '5,120 GB'],
  ])('%s bytes is %j', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected);
  });

  it('localises the decimal separator', () => {
    expect(formatSize(1536, 'it')).toBe('1,5 KB');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (bytes) => {
    expect(() => formatSize(bytes)).toThrow(RangeError);
  });

  it('always uses one of the four units and at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (bytes) => {
        expect(formatSize(bytes)).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,2})? (bytes|KB|MB|GB)$/);
      }),
    );
  });
});
