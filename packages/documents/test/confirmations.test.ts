import { PDF_FOOTER } from '@coffer/domain';
import { describe, expect, it } from 'vitest';
import {
  buildAccountConfirmation,
  buildBalanceSummary,
  buildCardConfirmation,
  buildTransactionConfirmation,
  type DocumentDescription,
  maskPan,
  type StatementEntry,
} from '../src';
import { renderPdf } from '../src/render';
import { BTC, EUR, exchangeEntry, investmentEntry, txEntry } from './fixtures';
import { outsideMargins, type ParsedPdf, parsePdf } from './pdf';

const NOW = new Date('2024-04-02T10:00:00Z');

async function rendered(doc: DocumentDescription): Promise<ParsedPdf> {
  const pdf = await parsePdf(renderPdf(doc));
  expect(pdf.pages).toHaveLength(1);
  const [page] = pdf.pages;
  expect([page?.width, page?.height]).toEqual([600, 840]);
  if (page) expect(outsideMargins(page, 20, 30)).toEqual([]);
  expect(pdf.text).toContain(PDF_FOOTER);
  expect(pdf.info.Author).toBe('Coffer');
  return pdf;
}

describe('transaction confirmation PDF', () => {
  it.each<[string, StatementEntry, string[]]>([
    [
      'a withdrawal',
      txEntry(BTC, { type: 'WITHDRAW', toAddress: 'bc1qdest', amount: '0.125', fees: '0.0001', txId: 'chainhash1' }),
      ['BTC Statement', 'Paid Out 0.12500000 BTC', 'Payment to bc1qdest', 'Fees 0.00010000 BTC', 'TxId chainhash1'],
    ],
    [
      'a deposit',
      txEntry(BTC, { fromAddress: 'bc1qsender', amount: '2' }),
      ['Paid In 2.00000000 BTC', 'Payment from bc1qsender'],
    ],
    [
      'an exchange',
      exchangeEntry(BTC, 'BUY'),
      ['EUR to BTC Exchange', 'Paid In 0.20000000 BTC', 'Exchange 10,000.00 EUR to 0.20000000 BTC at rate 0.00002'],
    ],
    ['an investment', investmentEntry(BTC, false), ['INVESTMENT', 'Paid Out 0.30000000 BTC', 'INVESTMENT (BTC)']],
    ['an interest', txEntry(BTC, { ref: 'INTEREST', status: 'PENDING' }), ['INTEREST', 'Interest (BTC)', 'Paid In']],
    [
      'a card operation',
      txEntry(EUR, { type: 'OUTGOING', ref: 'CARD_OPERATION', merchantName: 'Café Zoë', amount: '12.5', txId: null }),
      ['EUR Statement', 'Purchased at Café Zoë', 'Paid Out 12.50 EUR'],
    ],
  ])('confirms %s', async (_, entry, expected) => {
    const wallet = entry.coinCode === 'EUR' ? EUR : BTC;
    const doc = buildTransactionConfirmation({ wallet, entry }, { now: NOW });
    const pdf = await rendered(doc);
    for (const text of expected) expect(pdf.text).toContain(text);
    expect(pdf.text).toContain('Transaction confirmation');
    expect(doc.fileName).toMatch(new RegExp(`^${wallet.coinCode}-confirmation-\\d{2}-\\d{2}-\\d{4}\\.pdf$`));
  });

  it('writes the words the spec leaves free in the reader’s language', async () => {
    const entry = txEntry(BTC, { amount: '1234.5' });
    const doc = buildTransactionConfirmation(
      { wallet: BTC, entry },
      {
        now: NOW,
        language: 'fr',
        texts: { ...(await import('../src')).ENGLISH_TEXTS, transactionConfirmation: 'Confirmation de transaction' },
      },
    );
    const pdf = await rendered(doc);
    expect(pdf.text).toContain('Confirmation de transaction');
    expect(pdf.text).toContain('mars');
    expect(pdf.text).toMatch(/1\s234,50000000/);
  });
});

describe('account confirmation PDF', () => {
  const holder = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    mobile: '+447700900123',
    birthday: '1990-12-10',
    createdAt: '2023-01-15T09:00:00Z',
    addressLines: ['12 Baker Street', null, 'London'],
  };

  it('lists the holder, both accounts and an Active status', async () => {
    const doc = buildAccountConfirmation(
      {
        holder,
        identityConfirmed: true,
        eur: { address: 'LT123999000000000001', extra: { bic: 'TESTLT22' } },
        gbp: { address: 'GB00CFFR30999912345678', extra: { sortCode: '309999', accountNumber: '12345678' } },
      },
      { now: NOW },
    );
    const pdf = await rendered(doc);
    for (const text of [
      'Name Ada Lovelace',
      'Address 12 Baker Street, London',
      'Date of birth 10 Dec, 1990',
      'Phone +447700900123',
      'Email ada@example.com',
      'Activation date 15 Jan, 2023',
      'Account status Active',
      'BIC/SWIFT TESTLT22',
      'IBAN LT123999000000000001',
      'Currency EUR',
      'Sort Code 309999',
      'Account Number 12345678',
      'Currency GBP',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(doc.fileName).toBe('account-confirmation-02-04-2024.pdf');
  });

  it('leaves absent details out, substitutes defaults and says InActive', async () => {
    const doc = buildAccountConfirmation(
      {
        holder: { firstName: 'Ada', lastName: 'Lovelace' },
        identityConfirmed: false,
        eur: { address: 'LT123999000000000001', extra: {} },
        gbp: { address: 'GB00', extra: {} },
      },
      { now: NOW },
    );
    const pdf = await rendered(doc);
    expect(pdf.text).toContain('Account status InActive');
    expect(pdf.text).toContain('BIC/SWIFT CFFRLT2XXXX');
    expect(pdf.text).toContain('Sort Code 309999');
    expect(pdf.text).toContain('Account Number 00000000');
    for (const absent of ['Address', 'Date of birth', 'Phone', 'Email', 'Activation date']) {
      expect(pdf.text).not.toContain(absent);
    }
  });
});

describe('card confirmation PDF', () => {
  it.each([
    ['ACTIVE', 'ACTIVE'],
    ['NOT_ACTIVATED', 'NOT ACTIVATED'],
    ['PIN_BLOCKED', 'BLOCKED PIN'],
    ['STOLEN', 'BLOCKED'],
    [null, 'UNKNOWN'],
  ])('prints status %s as %s with the masked number, expiry and address', async (status, label) => {
    const doc = buildCardConfirmation(
      {
        coinCode: 'EUR',
        pan: '5355 1234 5678 4242',
        status,
        expiration: '2027-09-30',
        deliveryStreet: 'Baker Street',
        deliveryStreetNumber: '12',
        deliveryTown: 'London',
        deliveryPostCode: 'NW1 6XE',
        deliveryCountry: 'GB',
      },
      { now: NOW },
    );
    const pdf = await rendered(doc);
    for (const text of ['Number', 'Status', 'Expiry', 'Delivery Address', '**** **** **** 4242', label, '09/27']) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).toContain('12 Baker Street, London, NW1 6XE, GB');
    expect(pdf.text).not.toContain('5678');
  });

  it('never prints more than the last four digits', () => {
    expect(maskPan('5355123456784242')).toBe('**** **** **** 4242');
    expect(maskPan('')).toBe('****');
  });
});

describe('balance summary PDF', () => {
  it('prints Wallets, Investments, Tiers and Total Balance in the display currency', async () => {
    const doc = buildBalanceSummary(
      { currency: 'GBP', wallets: '1500.5', investments: '200', tiers: '150', total: '1850.5' },
      { now: NOW },
    );
    const pdf = await rendered(doc);
    for (const text of [
      'Balance summary',
      'Wallets',
      'Investments',
      'Tiers',
      'Total Balance',
      '1,500.50 GBP',
      '1,850.50 GBP',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });
});
