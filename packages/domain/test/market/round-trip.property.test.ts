import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodePriceMessage,
  PRICE_OPTIONAL_FIELDS,
  type PriceMessage,
  parsePriceMessage,
} from '../../src/market/index';

const text = fc.string({ maxLength: 12 }).filter((s) => !s.includes('~'));
const nonEmptyText = text.filter((s) => s.length > 0);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

const optionalFields = fc.record(
  Object.fromEntries(PRICE_OPTIONAL_FIELDS.map((f) => [f.key, f.kind === 'text' ? text : finite])) as Record<
    string,
    fc.Arbitrary<string | number>
  >,
  { requiredKeys: [] },
);

const messageArb: fc.Arbitrary<PriceMessage> = fc
  .tuple(
    fc.record({
      type: nonEmptyText,
      market: nonEmptyText,
      fromSymbol: nonEmptyText,
      toSymbol: nonEmptyText,
      flags: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
    }),
    optionalFields,
  )
  .map(([fixed, optional]) => ({ ...fixed, ...optional }) as PriceMessage);

describe('price message round trip', () => {
  it('parse(encode(m)) equals m', () => {
    fc.assert(
      fc.property(messageArb, (message) => {
        expect(parsePriceMessage(encodePriceMessage(message))).toEqual({ ok: true, value: message });
      }),
      { numRuns: 500 },
    );
  });

  it('encode(parse(s)) equals s for canonical messages', () => {
    fc.assert(
      fc.property(messageArb, (message) => {
        const encoded = encodePriceMessage(message);
        const parsed = parsePriceMessage(encoded);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(encodePriceMessage(parsed.value)).toBe(encoded);
      }),
    );
  });

  it('never throws on arbitrary input and always gives a clear result', () => {
    const noise = fc.oneof(
      fc.string(),
      fc
        .array(
          fc.oneof(
            fc.string({ maxLength: 6 }),
            fc.nat().map((n) => n.toString(16)),
          ),
          { maxLength: 25 },
        )
        .map((p) => p.join('~')),
      fc.anything(),
    );
    fc.assert(
      fc.property(noise, (input) => {
        const parsed = parsePriceMessage(input);
        expect(typeof parsed.ok).toBe('boolean');
        if (!parsed.ok) expect(parsed.error.kind).toEqual(expect.any(String));
      }),
      { numRuns: 1_000 },
    );
  });
});
