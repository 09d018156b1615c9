import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
const HISTORY = Array.from({ length: 25 }, (_, index) =>
  transactionOf(`tx-${index}`, {
    createdAt: new Date(Date.UTC(2024, 2, 30 - index)).toISOString(),
    ...(index % 2 ? { type: 'WITHDRAW', toAddress: 'tb1qdest', status: 'PENDING' } : {}),
  }),
);

/** GET /wallet/w-BTC/transactions answering its offset and limit like the server. */
function historyReply(call: FakeCall) {
  const offset = Number(call.search.get('offset'));
  const limit = Number(call.search.get('limit'));
  const type = call.search.get('type');
  const rows = type ? HISTORY.filter((tx) => tx.type === type) : HISTORY;
  return { body: rows.slice(offset, offset + limit) };
}

describe('wallet history', () => {
  it('loads pages of 10 until one is short, labels and signs each row', async () => {
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [btc] },
      'GET /wallet/w-BTC/transactions': historyReply,
    });
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

    const queries = server.called('GET /wallet/w-BTC/transactions').map((call) => call.search.toString());
    expect(queries).toEqual(['limit=10&offset=0', 'limit=10&offset=10', 'limit=10&offset=20']);
  });

  it('filters by type, leaving empty filters out of the query', async () => {
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [btc] },
      'GET /wallet/w-BTC/transactions': historyReply,
    });
    renderApp('/auth/wallet/BTC');
    await screen.findByRole('region', { name: 'BTC transactions' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'WITHDRAW' } });
    await waitFor(() =>
      expect(server.called('GET /wallet/w-BTC/transactions').at(-1)?.search.toString()).toBe(
        'limit=10&offset=0&type=WITHDRAW',
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('transaction-row').every((row) => row.dataset.direction === 'outgoing')).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-03-01' } });
    await waitFor(() =>
      expect(server.called('GET /wallet/w-BTC/transactions').at(-1)?.search.toString()).toBe(
        'limit=10&offset=0&type=WITHDRAW&fromDate=2024-03-01',
      ),
    );
  });

  it('shows the receive details of a wallet with a QR code and copy buttons', async () => {
    const eur = walletOf('EUR', '10.00', '1', { address: 'DE89370400440532013000', extra: { bic: 'COFFDEFFXXX' } });
    fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [eur] },
      'GET /wallet/w-EUR/transactions': { body: [] },
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
