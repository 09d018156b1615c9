/**
 * A small alpha-2 to English-name table: the SEPA area (where EUR wallets send), the United
 * Kingdom (card delivery) and a few frequent others. The full country catalogue is reference data
 * bundled by the client, not a business rule.
 */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AD: 'Andorra',
  AE: 'United Arab Emirates',
  AL: 'Albania',
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  BG: 'Bulgaria',
  BR: 'Brazil',
  CA: 'Canada',
  CH: 'Switzerland',
  CN: 'China',
  CY: 'Cyprus',
  CZ: 'Czech Republic',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  GI: 'Gibraltar',
  GR: 'Greece',
  HR: 'Croatia',
  HU: 'Hungary',
  IE: 'Ireland',
  IN: 'India',
  IS: 'Iceland',
  IT: 'Italy',
  JP: 'Japan',
  LI: 'Liechtenstein',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MC: 'Monaco',
  MD: 'Moldova',
  ME: 'Montenegro',
  MK: 'North Macedonia',
  MT: 'Malta',
  MX: 'Mexico',
  NL: 'Netherlands',
  NO: 'Norway',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  RS: 'Serbia',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  SM: 'San Marino',
  TR: 'Turkey',
  UA: 'Ukraine',
  US: 'United States of America',
  VA: 'Holy See',
  XK: 'Kosovo',
};

/** Section 5: the country name of an alpha-2 code (any case), or null when unknown. */
export function countryNameByAlpha2(code: string | null | undefined): string | null {
  if (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) return null;
  return COUNTRY_NAMES[code.toUpperCase()] ?? null;
}
