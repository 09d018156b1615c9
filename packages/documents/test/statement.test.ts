import { PDF_FOOTER } from '@coffer/domain';
import { describe, expect, it } from 'vitest';
import { buildWalletStatement, type StatementEntry, statementBalances } from '../src';
import { renderPdf } from '../src/render';
import { BTC, EUR, exchangeEntry, investmentEntry, txEntry, USDT } from './fixtures';
import { outsideMargins, parsePdf } from './pdf';

const NOW = new Date('2024-04-02T10:00:00Z');
const RANGE = { from: '2024-03-01', to: '2024-03-31' };

async function statementText(entries: StatementEntry[], wallet = BTC, currentBalance = '1') {
  const doc = buildWalletStatement({ wallet, range: RANGE, currentBalance, entries }, { now: NOW });
  return { doc, pdf: await parsePdf(renderPdf(doc)) };
}

describe('wallet statement PDF', () => {
  it('has the spec page, margins, title, columns, footer and author', async () => {
    const { doc, pdf } = await statementText([txEntry(BTC), txEntry(BTC, { type: 'WITHDRAW', toAddress: 'bc1qdest' })]);
    expect(doc.fileName).toBe('BTC-statement-02-04-2024.pdf');
    const [page] = pdf.pages;
    expect([page?.width, page?.height]).toEqual([700, 840]);
    for (const p of pdf.pages) expect(outsideMargins(p, 20, 30)).toEqual([]);
    expect(pdf.text).toContain('Wallet Statement');
    for (const column of ['Date', 'Description', 'Paid Out', 'Paid In']) expect(pdf.text).toContain(column);
    expect(pdf.text).toContain(PDF_FOOTER);
    expect(pdf.info.Author).toBe('Coffer');
    expect(pdf.text).toContain('Period 01 Mar, 2024 - 31 Mar, 2024');
    expect(pdf.text).toContain('05 Mar, 2024 14:30');
  });

  it('puts outgoing and sell amounts in Paid Out, incoming and buy in Paid In', async () => {
    const entries = [
      txEntry(BTC, { amount: '0.25' }),
      txEntry(BTC, { type: 'WITHDRAW', amount: '0.125', toAddress: 'bc1qdest' }),
      exchangeEntry(BTC, 'SELL'),
      exchangeEntry(BTC, 'BUY'),
    ];
    const { pdf } = await statementText(entries, BTC, '5');
    const items = pdf.pages.flatMap((p) => p.items);
    const xOf = (s: string) => items.find((i) => i.str === s)?.x ?? -1;
    const paidOutEnd = xOf('Paid Out') + (items.find((i) => i.str === 'Paid Out')?.width ?? 0);
    const paidInX = xOf('Paid In');
    const endOf = (s: string) => {
      const item = items.find((i) => i.str === s);
      return item ? item.x + item.width : -1;
    };
    // Right-aligned amounts end where their column's header ends.
    expect(endOf('0.12500000')).toBeCloseTo(paidOutEnd, 0);
    expect(endOf('0.10000000')).toBeCloseTo(paidOutEnd, 0);
    expect(endOf('0.25000000')).toBeGreaterThan(paidInX);
    expect(endOf('0.20000000')).toBeGreaterThan(paidInX);
    expect(endOf('0.25000000')).toBeGreaterThan(paidOutEnd);
  });

  it.each([
    ['deposit', txEntry(BTC, { fromAddress: 'bc1qsender' }), 'Payment from bc1qsender'],
    ['withdrawal', txEntry(BTC, { type: 'WITHDRAW', toAddress: 'bc1qdest' }), 'Payment to bc1qdest'],
    [
      'card purchase',
      txEntry(BTC, { type: 'OUTGOING', ref: 'CARD_OPERATION', merchantName: 'Corner Shop Ltd' }),
      'Purchased at Corner Shop Ltd',
    ],
    [
      'cash at an ATM',
      txEntry(BTC, {
        type: 'OUTGOING',
        ref: 'CARD_OPERATION',
        merchantName: 'ATM Soho',
        extra: { operationType: 'ATM' },
      }),
      'Cash at ATM Soho',
    ],
    [
      'card refund',
      txEntry(BTC, { ref: 'CARD_OPERATION', merchantName: 'Corner Shop Ltd' }),
      'Refunded Corner Shop Ltd',
    ],
    ['interest', txEntry(BTC, { ref: 'INTEREST' }), 'Interest (BTC)'],
    ['referred bonus', txEntry(BTC, { fromAddress: 'BONUS_REFERRED' }), 'Bonus Referred'],
    ['referral bonus', txEntry(BTC, { fromAddress: 'BONUS_REFERRAL' }), 'Bonus Referral'],
    ['Earn deposit', investmentEntry(BTC, false), 'INVESTMENT (BTC)'],
    ['Earn withdrawal', investmentEntry(BTC, true), 'INVESTMENT (BTC)'],
    ['exchange', exchangeEntry(BTC, 'SELL'), 'Exchange 0.10000000 BTC to 5,000.00 EUR at rate 50000'],
  ])('describes a %s row per section 9', async (_, entry, description) => {
    const { pdf } = await statementText([entry, txEntry(BTC, { at: '2024-03-02T00:00:00Z' })]);
    expect(pdf.text).toContain(description);
  });

  it('leaves cashback rows without an address', async () => {
    const { pdf } = await statementText([txEntry(BTC, { fromAddress: 'CASHBACK_CARD' }), txEntry(BTC)]);
    expect(pdf.text).toContain('CASHBACK');
    expect(pdf.text).not.toContain('CASHBACK_CARD');
  });

  it('annotates the fiat equivalent only for non-stablecoins with a non-zero amountEUR', async () => {
    const btc = await statementText([txEntry(BTC, { amountEUR: '1234.5' }), txEntry(BTC, { amountEUR: '0' })]);
    expect(btc.pdf.text).toContain('~ 1,234.50 EUR');
    expect(btc.pdf.text.match(/~ /g)).toHaveLength(1);
    const usdt = await statementText([txEntry(USDT, { amountEUR: '90.00' }), txEntry(USDT)], USDT);
    expect(usdt.pdf.text).not.toContain('~ ');
  });

  it.each([
    ['a confirmed transaction', txEntry(BTC), 'BTC Statement'],
    ['an interest not yet confirmed', txEntry(BTC, { ref: 'INTEREST', status: 'PENDING' }), 'INTEREST'],
    ['an Earn move', investmentEntry(BTC, false), 'INVESTMENT'],
    ['an exchange', exchangeEntry(BTC, 'SELL'), 'BTC to EUR Exchange'],
  ])('titles a one-row statement of %s per type', async (_, entry, title) => {
    const { doc, pdf } = await statementText([entry]);
    expect(doc.blocks[0]).toEqual({ type: 'title', text: title });
    expect(pdf.text).toContain(title);
    expect(pdf.text).not.toContain('Wallet Statement');
  });

  it('prints the TxId of a single non-fiat transaction only', async () => {
    const single = await statementText([txEntry(BTC, { txId: 'abc123hash' })]);
    expect(single.pdf.text).toContain('TxId abc123hash');
    const several = await statementText([txEntry(BTC, { txId: 'abc123hash' }), txEntry(BTC)]);
    expect(several.pdf.text).not.toContain('TxId');
    const fiat = await statementText([txEntry(EUR, { txId: 'bankref' })], EUR);
    expect(fiat.pdf.text).not.toContain('TxId');
    expect(fiat.pdf.text).toContain('0.50');
    expect(fiat.pdf.text).not.toContain('0.50000000');
  });

  it('splits a long statement over pages, repeating the header and footer', async () => {
    const entries = Array.from({ length: 150 }, (_, i) =>
      txEntry(BTC, { at: new Date(Date.UTC(2024, 2, 30) - i * 60_000).toISOString() }),
    );
    const { pdf } = await statementText(entries, BTC, '100');
    expect(pdf.pages.length).toBeGreaterThan(2);
    for (const page of pdf.pages) {
      expect(page.text).toContain('Paid Out');
      expect(page.text).toContain(PDF_FOOTER);
      expect(outsideMargins(page, 20, 30)).toEqual([]);
    }
  });
});

describe('statement balances', () => {
  it('walks today’s balance back through the rows after and inside the range', () => {
    const entries = [
      txEntry(BTC, { at: '2024-04-01T10:00:00Z', amount: '1' }), // after the range: +1
      txEntry(BTC, { at: '2024-03-20T10:00:00Z', type: 'WITHDRAW', amount: '0.5', fees: '0.001' }), // -0.501
      txEntry(BTC, { at: '2024-03-10T10:00:00Z', amount: '2' }), // +2
      txEntry(BTC, { at: '2024-03-09T10:00:00Z', amount: '3', status: 'BLOCKED' }), // not counted
    ];
    const result = statementBalances(BTC, '10', entries, RANGE);
    expect(result.closing).toBe(900_000_000n);
    expect(result.opening).toBe(750_100_000n);
    expect(result.rows).toHaveLength(3);
  });

  it('prints both balances', async () => {
    const { pdf } = await statementText([txEntry(BTC, { amount: '2' })], BTC, '10');
    expect(pdf.text).toContain('Opening balance 8.00000000 BTC');
    expect(pdf.text).toContain('Closing balance 10.00000000 BTC');
  });

  it('says when the period has no rows', async () => {
    const { pdf } = await statementText([], BTC, '10');
    expect(pdf.text).toContain('No transactions in this period');
  });
});
