import { describe, expect, it } from 'vitest';
import { EPC_QR, type EpcTransfer, epcAmount, epcQrPayload } from '../../src/fiat/index';

const base: EpcTransfer = { name: 'Ada Lovelace', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

describe('EPC069-12 SEPA credit transfer QR payload', () => {
  it.each<[string, EpcTransfer, string[]]>([
    [
      'holder, IBAN and BIC only: trailing empty fields left out',
      base,
      ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Ada Lovelace', 'DE89370400440532013000'],
    ],
    [
      'no BIC (version 002 allows it): the BIC line stays, empty',
      { name: 'Ada Lovelace', iban: 'de89370400440532013000' },
      ['BCD', '002', '1', 'SCT', '', 'Ada Lovelace', 'DE89370400440532013000'],
    ],
    [
      'an amount, and remittance text after empty purpose and reference lines',
      { ...base, amountCents: 1230n, text: 'Top-up' },
      ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Ada Lovelace', 'DE89370400440532013000', 'EUR12.3', '', '', 'Top-up'],
    ],
    [
      'purpose code and structured RF reference, upper-cased',
      { ...base, amountCents: 100n, purpose: 'gdds', reference: 'rf18 5390 0754 7034' },
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'Ada Lovelace',
        'DE89370400440532013000',
        'EUR1',
        'GDDS',
        'RF18539007547034',
      ],
    ],
    [
      'beneficiary-to-originator information is the 12th line',
      { ...base, information: 'Thanks' },
      ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Ada Lovelace', 'DE89370400440532013000', '', '', '', '', 'Thanks'],
    ],
    [
      'the name is trimmed and its inner spaces collapsed; UTF-8 letters kept',
      { ...base, name: '  Zoë   Müller ', bic: 'cobadeff' },
      ['BCD', '002', '1', 'SCT', 'COBADEFF', 'Zoë Müller', 'DE89370400440532013000'],
    ],
  ])('%s', (_case, transfer, lines) => {
    expect(epcQrPayload(transfer)).toEqual({ ok: true, payload: lines.join('\n') });
  });

  it.each<[string, Partial<EpcTransfer>, string]>([
    ['empty name', { name: '   ' }, 'name'],
    ['name over 70 characters', { name: 'A'.repeat(71) }, 'name'],
    ['name with a line break', { name: 'Ada\nLovelace' }, 'name'],
    ['IBAN with a bad checksum', { iban: 'DE88370400440532013000' }, 'iban'],
    ['IBAN outside SEPA', { iban: 'TR330006100519786457841326' }, 'iban'],
    ['BIC of 9 characters', { bic: 'COBADEFFX' }, 'bic'],
    ['zero amount', { amountCents: 0n }, 'amount'],
    ['amount over 999 999 999.99', { amountCents: 100_000_000_000n }, 'amount'],
    ['purpose of 5 letters', { purpose: 'GDDSX' }, 'purpose'],
    ['reference that is not RF', { reference: '12345' }, 'reference'],
    ['text over 140 characters', { text: 'x'.repeat(141) }, 'text'],
    ['reference and text together', { reference: 'RF18539007547034', text: 'hi' }, 'referenceAndText'],
    ['information over 70 characters', { information: 'i'.repeat(71) }, 'information'],
    [
      'every field at its maximum: over 331 bytes',
      { name: 'N'.repeat(70), amountCents: 1n, purpose: 'GDDS', text: 'T'.repeat(140), information: 'I'.repeat(70) },
      'tooLong',
    ],
  ])('refuses %s', (_case, change, error) => {
    expect(epcQrPayload({ ...base, ...change })).toEqual({ ok: false, error });
  });

  it.each([
    [1n, 'EUR0.01'],
    [10n, 'EUR0.1'],
    [100_000n, 'EUR1000'],
    [1230n, 'EUR12.3'],
    [EPC_QR.maxAmountCents, 'EUR999999999.99'],
  ])('writes %s cents as %s (dot, at most 2 decimals)', (cents, text) => {
    expect(epcAmount(cents)).toBe(text);
  });

  it('stays within 331 bytes for the longest allowed holder name and IBAN', () => {
    const result = epcQrPayload({ ...base, name: 'É'.repeat(70), amountCents: EPC_QR.maxAmountCents });
    expect(result.ok).toBe(true);
    if (result.ok) expect(new TextEncoder().encode(result.payload).length).toBeLessThanOrEqual(EPC_QR.maxPayloadBytes);
  });
});
