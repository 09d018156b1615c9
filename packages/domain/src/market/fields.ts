/**
 * CryptoCompare streamer "CURRENT"/"CCCAGG current" price message (section 3):
 *
 *   TYPE~MARKET~FROMSYMBOL~TOSYMBOL~FLAGS~<optional fields in mask-bit order>~MASK
 *
 * The five leading fields are always present (e.g. "5~CCCAGG~BTC~USD~4"); FLAGS is a decimal
 * integer (1 price up, 2 price down, 4 unchanged). MASK, the last field, is hexadecimal and says
 * which optional fields follow, in ascending bit order.
 */
export const PRICE_FIELD_MASKS = {
  PRICE: 0x1,
  BID: 0x2,
  OFFER: 0x4,
  LASTUPDATE: 0x8,
  AVG: 0x10,
  LASTVOLUME: 0x20,
  LASTVOLUMETO: 0x40,
  LASTTRADEID: 0x80,
  VOLUMEHOUR: 0x100,
  VOLUMEHOURTO: 0x200,
  VOLUME24HOUR: 0x400,
  VOLUME24HOURTO: 0x800,
  OPENHOUR: 0x1000,
  HIGHHOUR: 0x2000,
  LOWHOUR: 0x4000,
  OPEN24HOUR: 0x8000,
  HIGH24HOUR: 0x10000,
  LOW24HOUR: 0x20000,
  LASTMARKET: 0x40000,
} as const;

export type PriceFieldName = keyof typeof PRICE_FIELD_MASKS;

/** Every bit this format defines; other bits make a message unreadable (positions unknown). */
export const KNOWN_PRICE_MASK_BITS = Object.values(PRICE_FIELD_MASKS).reduce((all, bit) => all | bit, 0);

/** Names of the leading fixed fields, in order. */
export const PRICE_MESSAGE_FIXED_FIELDS = ['TYPE', 'MARKET', 'FROMSYMBOL', 'TOSYMBOL', 'FLAGS'] as const;

export const PRICE_FLAGS = { PRICE_UP: 1, PRICE_DOWN: 2, PRICE_UNCHANGED: 4 } as const;

/** Market data is display data, not money: prices are plain numbers, ids and names stay text. */
export interface PriceMessageOptional {
  readonly price?: number;
  readonly bid?: number;
  readonly offer?: number;
  /** Epoch seconds, as the provider sends it. */
  readonly lastUpdate?: number;
  readonly avg?: number;
  readonly lastVolume?: number;
  readonly lastVolumeTo?: number;
  /** Kept as text: trade ids exceed 2^53 and are identifiers, not quantities. */
  readonly lastTradeId?: string;
  readonly volumeHour?: number;
  readonly volumeHourTo?: number;
  readonly volume24Hour?: number;
  readonly volume24HourTo?: number;
  readonly openHour?: number;
  readonly highHour?: number;
  readonly lowHour?: number;
  readonly open24Hour?: number;
  readonly high24Hour?: number;
  readonly low24Hour?: number;
  readonly lastMarket?: string;
}

export interface PriceMessage extends PriceMessageOptional {
  /** Subscription type, e.g. '2' (CURRENT) or '5' (CURRENTAGG); kept as received. */
  readonly type: string;
  readonly market: string;
  readonly fromSymbol: string;
  readonly toSymbol: string;
  readonly flags: number;
}

export interface PriceFieldSpec {
  readonly name: PriceFieldName;
  readonly mask: number;
  readonly key: keyof PriceMessageOptional;
  readonly kind: 'number' | 'text';
}

/** Optional fields in wire order (ascending mask bit). */
export const PRICE_OPTIONAL_FIELDS: readonly PriceFieldSpec[] = [
  { name: 'PRICE', mask: PRICE_FIELD_MASKS.PRICE, key: 'price', kind: 'number' },
  { name: 'BID', mask: PRICE_FIELD_MASKS.BID, key: 'bid', kind: 'number' },
  { name: 'OFFER', mask: PRICE_FIELD_MASKS.OFFER, key: 'offer', kind: 'number' },
  { name: 'LASTUPDATE', mask: PRICE_FIELD_MASKS.LASTUPDATE, key: 'lastUpdate', kind: 'number' },
  { name: 'AVG', mask: PRICE_FIELD_MASKS.AVG, key: 'avg', kind: 'number' },
  { name: 'LASTVOLUME', mask: PRICE_FIELD_MASKS.LASTVOLUME, key: 'lastVolume', kind: 'number' },
  { name: 'LASTVOLUMETO', mask: PRICE_FIELD_MASKS.LASTVOLUMETO, key: 'lastVolumeTo', kind: 'number' },
  { name: 'LASTTRADEID', mask: PRICE_FIELD_MASKS.LASTTRADEID, key: 'lastTradeId', kind: 'text' },
  { name: 'VOLUMEHOUR', mask: PRICE_FIELD_MASKS.VOLUMEHOUR, key: 'volumeHour', kind: 'number' },
  { name: 'VOLUMEHOURTO', mask: PRICE_FIELD_MASKS.VOLUMEHOURTO, key: 'volumeHourTo', kind: 'number' },
  { name: 'VOLUME24HOUR', mask: PRICE_FIELD_MASKS.VOLUME24HOUR, key: 'volume24Hour', kind: 'number' },
  { name: 'VOLUME24HOURTO', mask: PRICE_FIELD_MASKS.VOLUME24HOURTO, key: 'volume24HourTo', kind: 'number' },
  { name: 'OPENHOUR', mask: PRICE_FIELD_MASKS.OPENHOUR, key: 'openHour', kind: 'number' },
  { name: 'HIGHHOUR', mask: PRICE_FIELD_MASKS.HIGHHOUR, key: 'highHour', kind: 'number' },
  { name: 'LOWHOUR', mask: PRICE_FIELD_MASKS.LOWHOUR, key: 'lowHour', kind: 'number' },
  { name: 'OPEN24HOUR', mask: PRICE_FIELD_MASKS.OPEN24HOUR, key: 'open24Hour', kind: 'number' },
  { name: 'HIGH24HOUR', mask: PRICE_FIELD_MASKS.HIGH24HOUR, key: 'high24Hour', kind: 'number' },
  { name: 'LOW24HOUR', mask: PRICE_FIELD_MASKS.LOW24HOUR, key: 'low24Hour', kind: 'number' },
  { name: 'LASTMARKET', mask: PRICE_FIELD_MASKS.LASTMARKET, key: 'lastMarket', kind: 'text' },
];

export const PRICE_FIELD_SEPARATOR = '~';
