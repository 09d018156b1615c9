import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildXrpDestination,
  isValidXrpTag,
  parseXrpTag,
  splitXrpDestination,
  XRP_TAG_MARKER,
  XRP_TAG_MAX,
} from '../../src/transactions/index';

const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

describe('XRP destination tag', () => {
  it('uses the ?dt= marker', () => {
    expect(XRP_TAG_MARKER).toBe('?dt=');
  });

  it.each([
    [ADDRESS, { address: ADDRESS, tag: null }],
    [`${ADDRESS}?dt=123`, { address: ADDRESS, tag: '123' }],
    [`${ADDRESS}?dt=`, { address: ADDRESS, tag: '' }],
  ])('splits %s', (value, expected) => {
    expect(splitXrpDestination(value)).toEqual(expected);
  });

  it.each([
    ['0', 0],
    ['123', 123],
    ['4294967295', XRP_TAG_MAX],
    ['4294967296', null],
    ['-1', null],
    ['007', null],
    ['1.5', null],
    ['', null],
    ['12345678901', null],
  ])('parses %j as %s', (tag, expected) => {
    expect(parseXrpTag(tag)).toBe(expected);
    expect(isValidXrpTag(tag)).toBe(expected !== null);
  });

  it.each([
    [ADDRESS, undefined, ADDRESS],
    [ADDRESS, null, ADDRESS],
    [ADDRESS, '', ADDRESS],
    [ADDRESS, 0, `${ADDRESS}?dt=0`],
    [ADDRESS, '42', `${ADDRESS}?dt=42`],
  ])('builds %s with tag %j', (address, tag, expected) => {
    expect(buildXrpDestination(address, tag)).toBe(expected);
  });

  it('refuses to build with an out-of-range tag', () => {
    expect(() => buildXrpDestination(ADDRESS, XRP_TAG_MAX + 1)).toThrow(RangeError);
  });

  it('round-trips every valid tag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: XRP_TAG_MAX }), (tag) => {
        const { address, tag: text } = splitXrpDestination(buildXrpDestination(ADDRESS, tag));
        expect(address).toBe(ADDRESS);
        expect(parseXrpTag(text!)).toBe(tag);
      }),
    );
  });
});
