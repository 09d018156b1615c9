import type { HistoryEntry, TransactionView } from '@coffer/contract';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletHistoryKey } from '../src/features/wallet/queries';
import { changeLanguage } from '../src/lib/i18n/i18n';
import { isAnythingPending } from '../src/lib/query-client';
import { rowWindow, VirtualList } from '../src/lib/ui/VirtualList';
import { type FakeCall, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { transactionOf, walletOf } from './wallet-fixtures';

const ROW = 72;

function renderHistory(count: number) {
  const items = Array.from({ length: count }, (_, index) => ({ id: `tx-${index}`, n: index }));
  return render(
    <VirtualList
      items={items}
      rowHeight={ROW}
      visibleRows={7}
      getKey={(item) => item.id}
      renderRow={(item) => <span>row {item.n}</span>}
      label="History"
    />,
  );
}

describe('windowed transaction list (brief section 7)', () => {
  it('keeps fewer than 100 rows in the DOM for a 100,000-row history, wherever it is scrolled', () => {
    renderHistory(100_000);
    const region = screen.getByRole('region', { name: 'History' });
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
    expect(screen.getByText('row 0')).toBeTruthy();
    // The spacer is as tall as every row, so the scroll bar is true.
    expect((region.firstElementChild as HTMLElement).style.height).toBe(`${100_000 * ROW}px`);

    for (const target of [50_000, 99_993]) {
      fireEvent.scroll(region, { target: { scrollTop: target * ROW } });
      const rows = screen.getAllByRole('listitem');
      expect(rows.length).toBeLessThan(100);
      expect(screen.getByText(`row ${target}`)).toBeTruthy();
      expect(screen.queryByText('row 0')).toBeNull();
      expect(rows[0]?.getAttribute('aria-setsize')).toBe('100000');
    }
    expect(screen.getByText('row 99999')).toBeTruthy();
  });

  it('computes the window with overscan and clamps it to the list', () => {
    expect(rowWindow(0, 7 * ROW, ROW, 100_000, 6)).toEqual({ start: 0, end: 14 });
    expect(rowWindow(100 * ROW, 7 * ROW, ROW, 100_000, 6)).toEqual({ start: 94, end: 114 });
    expect(rowWindow(100_000 * ROW, 7 * ROW, ROW, 100_000, 6)).toEqual({ start: 99_994, end: 100_000 });
    expect(rowWindow(0, 7 * ROW, ROW, 3, 6)).toEqual({ start: 0, end: 3 });
  });
});

const btc = walletOf('BTC', '0.50000000', '40000');

function entryOf(key: string, overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    key,
    source: 'transaction',
    at: '2024-03-05T14:30:00.000Z',
    direction: 'incoming',
    amount: '0.10000000',
    fees: '0.00000000',
    coinCode: 'BTC',
    status: null,
    transaction: null,
    exchange: null,
    investment: null,
    counterpartyName: null,
    ...overrides,
  };
}

function txEntry(id: string, tx: Partial<TransactionView>, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  const transaction = transactionOf(id, tx);
  return entryOf(`transaction:${id}`, {
    at: transaction.createdAt,
    amount: transaction.amount,
    status: transaction.status,
    direction: ['WITHDRAW', 'OUTGOING'].includes(transaction.type) ? 'outgoing' : 'incoming',
    transaction,
    ...overrides,
  });
}

const HISTORY = Array.from({ length: 25 }, (_, index) =>
  txEntry(`tx-${index}`, {
    createdAt: new Date(Date.UTC(2024, 2, 30 - index)).toISOString(),
    ...(index % 2 ? { type: 'WITHDRAW', toAddress: 'tb1qdest', status: 'PENDING' } : {}),
  }),
);

/** GET /wallet/w-BTC/history answering its cursor (here: the offset as text) and limit like the server. */
function historyReply(rows: HistoryEntry[]) {
  return (call: FakeCall) => {
    const offset = Number(call.search.get('cursor') ?? '0');
    const limit = Number(call.search.get('limit'));
    const items = rows.slice(offset, offset + limit);
    return { body: { items, nextCursor: offset + limit < rows.length ? String(offset + limit) : null } };
  };
}

const history = (rows: HistoryEntry[]) =>
  fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet': { body: [btc] },
    'GET /wallet/w-BTC/history': historyReply(rows),
  });

describe('wallet history', () => {
  it('loads pages of 10 by cursor until the last, labels and signs each row', async () => {
    const server = history(HISTORY);
    renderApp('/auth/wallet/BTC');
    await screen.findByRole('region', { name: 'BTC transactions' });
    const first = screen.getAllByTestId('transaction-row')[0] as HTMLElement;
    expect(first.textContent).toContain('Payment from');
    expect(first.textContent).toContain('30 Mar 2024');
    expect(first.textContent).toContain('+0.10000000 BTC');
    expect(first.textContent).toContain('Confirmed');
    expect(first.getAttribute('href')).toBe('/auth/wallet/transactions?coinCode=BTC&txId=tx-0');
    const second = screen.getAllByTestId('transaction-row')[1] as HTMLElement;
    expect(second.textContent).toContain('Payment to');
    expect(second.textContent).toContain('−0.10000000 BTC');

    // The first page fills the view, so the next one is fetched as the window nears its end.
    await screen.findByText('Transactions shown: 20. Scroll down or load more for older ones.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Transactions shown: 25 (all).');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const queries = server.called('GET /wallet/w-BTC/history').map((call) => call.search.toString());
    expect(queries).toEqual(['limit=10', 'limit=10&cursor=10', 'limit=10&cursor=20']);
  });

  it('shows every kind of row with its label: exchange amounts and rate, Earn, interest, tier, sender', async () => {
    history([
      entryOf('exchange:x1', {
        source: 'exchange',
        amount: '0.01000000',
        direction: 'outgoing',
        exchange: {
          id: 'x1',
          WalletFromId: 'w-BTC',
          WalletToId: 'w-ETH',
          amountFrom: '0.01000000',
          amountTo: '0.250000000000000000',
          amountEUR: '400.00',
          rate: '25.5',
          createdAt: '2024-03-05T14:30:00.000Z',
          transactionCashback: null,
          fromCoinCode: 'BTC',
          toCoinCode: 'ETH',
          side: 'SELL',
        },
      }),
      entryOf('earn-deposit:i1', {
        source: 'investment',
        direction: 'outgoing',
        amount: '0.02000000',
        investment: {
          id: 'i1',
          WalletId: 'w-BTC',
          coinCode: 'BTC',
          amount: '0.02000000',
          amountEUR: '800.00',
          createdAt: '2024-03-05T14:30:00.000Z',
          removedAt: null,
        },
      }),
      txEntry('int-1', { type: 'INCOMING', ref: 'INTEREST', fromAddress: null, amount: '0.00000100' }),
      txEntry('cb-1', { type: 'INCOMING', fromAddress: 'CASHBACK_EXCHANGE' }),
      txEntry('tier-1', { type: 'OUTGOING', toAddress: 'TIER_1', extra: { tier: 'TIER_1' } }),
      txEntry(
        'in-1',
        { type: 'INTERNAL', WalletId: 'w-other', WalletToId: 'w-BTC', fromAddress: 'tb1qgrace' },
        { counterpartyName: 'Grace H.' },
      ),
    ]);
    renderApp('/auth/wallet/BTC');
    await screen.findByRole('region', { name: 'BTC transactions' });
    const rows = screen.getAllByTestId('transaction-row').map((row) => row.textContent);
    expect(rows[0]).toContain('Exchange BTC to ETH');
    expect(rows[0]).toContain('0.01000000 BTC → 0.25000000 ETH at 1 BTC = 25.5 ETH');
    expect(rows[0]).toContain('−0.01000000 BTC');
    expect(rows[1]).toContain('INVESTMENT (BTC)');
    expect(rows[1]).toContain('Moved to Earn');
    expect(rows[2]).toContain('Interest (BTC)');
    expect(rows[3]).toContain('CASHBACK');
    expect(rows[4]).toContain('Payment to');
    expect(rows[4]).toContain('Tier 1');
    expect(rows[4]).not.toContain('TIER_1');
    expect(rows[5]).toContain('Payment from');
    expect(rows[5]).toContain('Grace H.');
    expect(rows[5]).not.toContain('tb1qgrace');
    // Only transactions have a screen of their own.
    expect(screen.getAllByTestId('transaction-row')[0]?.tagName).toBe('DIV');
    expect(screen.getAllByTestId('transaction-row')[2]?.tagName).toBe('A');
  });

  it('filters by every kind of row, leaving empty filters out of the query', async () => {
    const server = history(HISTORY);
    renderApp('/auth/wallet/BTC');
    await screen.findByRole('region', { name: 'BTC transactions' });
    const type = screen.getByLabelText('Type');
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toContain('Exchanges');
    fireEvent.change(type, { target: { value: 'EXCHANGE' } });
    await waitFor(() =>
      expect(server.called('GET /wallet/w-BTC/history').at(-1)?.search.toString()).toBe('limit=10&type=EXCHANGE'),
    );
    const from = screen.getByLabelText('From (mm/dd/yyyy)');
    fireEvent.change(from, { target: { value: '3/1/2024' } });
    await waitFor(() =>
      expect(server.called('GET /wallet/w-BTC/history').at(-1)?.search.toString()).toBe(
        'limit=10&type=EXCHANGE&fromDate=2024-03-01',
      ),
    );
  });

  it('reads and shows filter dates in the language’s format', async () => {
    await changeLanguage('fr');
    try {
      const server = history(HISTORY);
      renderApp('/auth/wallet/BTC');
      const from = await screen.findByLabelText('Du (format JJ/MM/AAAA)');
      fireEvent.change(from, { target: { value: '05/03/2024' } });
      await waitFor(() =>
        expect(server.called('GET /wallet/w-BTC/history').at(-1)?.search.toString()).toBe(
          'limit=10&fromDate=2024-03-05',
        ),
      );
      fireEvent.change(from, { target: { value: '5.3.2024' } });
      fireEvent.blur(from);
      expect((from as HTMLInputElement).value).toBe('05/03/2024');
      const to = screen.getByLabelText('Au (format JJ/MM/AAAA)');
      fireEvent.change(to, { target: { value: '31/02/2024' } });
      fireEvent.blur(to);
      expect(await screen.findByText('Saisissez une date au format JJ/MM/AAAA.')).toBeTruthy();
      fireEvent.change(to, { target: { value: '01/03/2024' } });
      fireEvent.blur(to);
      expect(await screen.findByText('La date de début ne peut pas être après la date de fin.')).toBeTruthy();
      // Neither refused day reached the server.
      expect(server.called('GET /wallet/w-BTC/history').some((call) => call.search.has('toDate'))).toBe(false);
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows the receive details of a wallet with a QR code and copy buttons', async () => {
    const eur = walletOf('EUR', '10.00', '1', { address: 'DE89370400440532013000', extra: { bic: 'COFFDEFFXXX' } });
    fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [eur] },
      'GET /wallet/w-EUR/history': { body: { items: [], nextCursor: null } },
    });
    renderApp('/auth/wallet/EUR');
    expect((await screen.findByTestId('receive-iban')).textContent).toContain('DE89370400440532013000');
    expect(screen.getByTestId('receive-bic').textContent).toContain('COFFDEFFXXX');
    expect(screen.getByRole('button', { name: 'Copy: IBAN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy: BIC' })).toBeTruthy();
    expect(screen.getByTestId('receive-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
  });
});

describe('history refresh', () => {
  it('counts a pending row of a loaded history page as something that will change', () => {
    const client = new QueryClient();
    const key = walletHistoryKey('w-BTC', { type: '', fromDate: '', toDate: '' });
    const page = (status: TransactionView['status']) => ({
      pages: [{ items: [txEntry('tx-1', { type: 'WITHDRAW', status })], nextCursor: null }],
      pageParams: [''],
    });
    client.setQueryData(key, page('CONFIRMED'));
    expect(isAnythingPending(client)).toBe(false);
    client.setQueryData(key, page('PENDING'));
    expect(isAnythingPending(client)).toBe(true);
  });
});
