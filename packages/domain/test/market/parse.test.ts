import { describe, expect, it } from 'vitest';
import {
  encodePriceMessage,
  mergePriceUpdate,
  PRICE_FIELD_MASKS,
  PRICE_OPTIONAL_FIELDS,
  type PriceMessage,
  PriceMessageError,
  type PriceMessageErrorKind,
  parsePriceMessage,
  parsePriceMessageOrThrow,
  parsePriceNumber,
} from '../../src/market/index';

describe('price field masks', () => {
  it.each(Object.entries(PRICE_FIELD_MASKS))('%s is bit 0x%s', (name, mask) => {
    const index = PRICE_OPTIONAL_FIELDS.findIndex((f) => f.name === name);
    expect(mask).toBe(2 ** index);
  });

  it('only LASTTRADEID and LASTMARKET are text', () => {
    expect(PRICE_OPTIONAL_FIELDS.filter((f) => f.kind === 'text').map((f) => f.name)).toEqual([
      'LASTTRADEID',
      'LASTMARKET',
    ]);
  });
});

describe('parsePriceMessage: well-formed messages', () => {
  it.each<[string, string, PriceMessage]>([
    [
      'no optional fields',
      '5~CCCAGG~BTC~USD~4~0',
      { type: '5', market: 'CCCAGG', fromSymbol: 'BTC', toSymbol: 'USD', flags: 4 },
    ],
    [
      'price and last update',
      '5~CCCAGG~BTC~USD~1~43250.12~1700000000~9',
      {
        type: '5',
        market: 'CCCAGG',
        fromSymbol: 'BTC',
        toSymbol: 'USD',
        flags: 1,
        price: 43250.12,
        lastUpdate: 1700000000,
      },
    ],
    [
      'trade id and last market stay text',
      '2~Coinbase~ETH~EUR~2~2100.5~000123456789012345678~Kraken~40081',
      {
        type: '2',
        market: 'Coinbase',
        fromSymbol: 'ETH',
        toSymbol: 'EUR',
        flags: 2,
        price: 2100.5,
        lastTradeId: '000123456789012345678',
        lastMarket: 'Kraken',
      },
    ],
    [
      'lower-case hex mask and exponent numbers',
      '5~CCCAGG~SHIB~USD~4~1.2e-5~3.5E+12~c00',
      {
        type: '5',
        market: 'CCCAGG',
        fromSymbol: 'SHIB',
        toSymbol: 'USD',
        flags: 4,
        volume24Hour: 0.000012,
        volume24HourTo: 3.5e12,
      },
    ],
    [
      'empty trade id is kept',
      '5~CCCAGG~BTC~USD~4~~80',
      { type: '5', market: 'CCCAGG', fromSymbol: 'BTC', toSymbol: 'USD', flags: 4, lastTradeId: '' },
    ],
  ])('%s', (_name, text, expected) => {
    expect(parsePriceMessage(text)).toEqual({ ok: true, value: expected });
    expect(parsePriceMessageOrThrow(text)).toEqual(expected);
  });

  it('reads every field in bit order', () => {
    const values = PRICE_OPTIONAL_FIELDS.map((f, i) => (f.kind === 'text' ? `t${i}` : String(i + 0.5)));
    const parsed = parsePriceMessageOrThrow(['5', 'CCCAGG', 'BTC', 'USD', '4', ...values, '7FFFF'].join('~'));
    PRICE_OPTIONAL_FIELDS.forEach((f, i) => {
      expect(parsed[f.key]).toBe(f.kind === 'text' ? `t${i}` : i + 0.5);
    });
  });
});

describe('parsePriceMessage: malformed messages give a typed error', () => {
  it.each<[string, unknown, PriceMessageErrorKind, string | undefined]>([
    ['not text', 42, 'notText', undefined],
    ['null', null, 'notText', undefined],
    ['empty', '', 'tooFewFields', undefined],
    ['too few fields', '5~CCCAGG~BTC~USD~0', 'tooFewFields', undefined],
    ['mask not hex', '5~CCCAGG~BTC~USD~4~zz', 'invalidMask', 'MASK'],
    ['mask empty', '5~CCCAGG~BTC~USD~4~', 'invalidMask', 'MASK'],
    ['mask with trailing newline', '5~CCCAGG~BTC~USD~4~0\n', 'invalidMask', 'MASK'],
    ['mask too long', `5~CCCAGG~BTC~USD~4~${'0'.repeat(17)}`, 'invalidMask', 'MASK'],
    ['unknown mask bits', '5~CCCAGG~BTC~USD~4~80000', 'unknownMaskBits', 'MASK'],
    ['mask says more fields', '5~CCCAGG~BTC~USD~4~1.5~3', 'fieldCountMismatch', undefined],
    ['mask says fewer fields', '5~CCCAGG~BTC~USD~4~1.5~2.5~1', 'fieldCountMismatch', undefined],
    ['empty type', '~CCCAGG~BTC~USD~4~0', 'emptyField', 'TYPE'],
    ['empty market', '5~~BTC~USD~4~0', 'emptyField', 'MARKET'],
    ['empty from symbol', '5~CCCAGG~~USD~4~0', 'emptyField', 'FROMSYMBOL'],
    ['empty to symbol', '5~CCCAGG~BTC~~4~0', 'emptyField', 'TOSYMBOL'],
    ['flags not a number', '5~CCCAGG~BTC~USD~up~0', 'invalidFlags', 'FLAGS'],
    ['flags negative', '5~CCCAGG~BTC~USD~-1~0', 'invalidFlags', 'FLAGS'],
    ['flags beyond safe integers', '5~CCCAGG~BTC~USD~9999999999999999~0', 'invalidFlags', 'FLAGS'],
    ['price not a number', '5~CCCAGG~BTC~USD~4~abc~1', 'invalidNumber', 'PRICE'],
    ['price with trailing junk', '5~CCCAGG~BTC~USD~4~12abc~1', 'invalidNumber', 'PRICE'],
    ['price empty', '5~CCCAGG~BTC~USD~4~~1', 'invalidNumber', 'PRICE'],
    ['price Infinity', '5~CCCAGG~BTC~USD~4~Infinity~1', 'invalidNumber', 'PRICE'],
    ['price hex', '5~CCCAGG~BTC~USD~4~0x10~1', 'invalidNumber', 'PRICE'],
    ['price overflows', '5~CCCAGG~BTC~USD~4~1e999~1', 'invalidNumber', 'PRICE'],
    ['bid garbage', '5~CCCAGG~BTC~USD~4~1~ ~3', 'invalidNumber', 'BID'],
  ])('%s', (_name, input, kind, field) => {
    const parsed = parsePriceMessage(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.kind).toBe(kind);
      expect(parsed.error.field).toBe(field);
    }
    expect(() => parsePriceMessageOrThrow(input)).toThrow(PriceMessageError);
  });

  it.each<[string, number | null]>([
    ['1', 1],
    ['-2.5', -2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['', null],
    [' 1', null],
    ['NaN', null],
    ['1_000', null],
  ])('parsePriceNumber(%j) = %s', (text, expected) => {
    expect(parsePriceNumber(text)).toBe(expected);
  });
});

describe('encodePriceMessage', () => {
  const base: PriceMessage = { type: '5', market: 'CCCAGG', fromSymbol: 'BTC', toSymbol: 'USD', flags: 4 };

  it.each<[string, PriceMessage, string]>([
    ['no optional fields', base, '5~CCCAGG~BTC~USD~4~0'],
    ['price and last market', { ...base, price: 1.5, lastMarket: 'Bitstamp' }, '5~CCCAGG~BTC~USD~4~1.5~Bitstamp~40001'],
    ['negative zero survives', { ...base, bid: -0 }, '5~CCCAGG~BTC~USD~4~-0~2'],
    ['upper-case hex mask', { ...base, high24Hour: 2, low24Hour: 1 }, '5~CCCAGG~BTC~USD~4~2~1~30000'],
  ])('%s', (_name, message, expected) => {
    expect(encodePriceMessage(message)).toBe(expected);
  });

  it.each<[string, PriceMessage, PriceMessageErrorKind]>([
    ['separator in text', { ...base, lastMarket: 'a~b' }, 'separatorInText'],
    ['separator in symbol', { ...base, fromSymbol: 'B~C' }, 'separatorInText'],
    ['empty market', { ...base, market: '' }, 'emptyField'],
    ['NaN price', { ...base, price: Number.NaN }, 'invalidNumber'],
    ['infinite volume', { ...base, volumeHour: Number.POSITIVE_INFINITY }, 'invalidNumber'],
    ['fractional flags', { ...base, flags: 1.5 }, 'invalidFlags'],
    ['price given as text', { ...base, price: '1' as unknown as number }, 'invalidNumber'],
  ])('refuses %s', (_name, message, kind) => {
    expect(() => encodePriceMessage(message)).toThrow(expect.objectContaining({ kind }));
  });
});

describe('mergePriceUpdate', () => {
  it('lays an update over the last picture', () => {
    const first: PriceMessage = {
      type: '5',
      market: 'CCCAGG',
      fromSymbol: 'BTC',
      toSymbol: 'USD',
      flags: 1,
      price: 10,
      high24Hour: 12,
    };
    const update: PriceMessage = {
      type: '5',
      market: 'CCCAGG',
      fromSymbol: 'BTC',
      toSymbol: 'USD',
      flags: 2,
      price: 9,
    };
    expect(mergePriceUpdate(first, update)).toEqual({ ...first, flags: 2, price: 9 });
    expect(mergePriceUpdate(null, update)).toBe(update);
  });
});
