import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATHER_PAGE_SIZE, gatherHistory } from '../src/features/statements/gather';
import { lastMonth } from '../src/features/statements/StatementButton';

function row(at: string, n: number) {
  return {
    key: `transaction:t${n}`,
    source: 'transaction',
    at,
    direction: 'incoming',
    amount: '1',
    fees: '0',
    coinCode: 'BTC',
    status: null,
    transaction: null,
    exchange: null,
    investment: null,
    counterpartyName: null,
  };
}

/** A history of three pages: two with a cursor, the oldest without. */
function history() {
  const pages = [
    { items: [row('2026-03-20T00:00:00.000Z', 1)], nextCursor: 'c1' },
    { items: [row('2026-03-10T00:00:00.000Z', 2)], nextCursor: 'c2' },
    { items: [row('2026-03-02T00:00:00.000Z', 3)], nextCursor: null },
  ];
  const fetchMock = vi.fn(async (url: string) => {
    const cursor = new URL(url, 'http://x').searchParams.get('cursor');
    const page = pages[cursor ? Number(cursor.slice(1)) : 0];
    return new Response(JSON.stringify(page), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('gathering a statement’s history', () => {
  it('follows the cursor from the range’s first day until the oldest page, reporting progress', async () => {
    const fetchMock = history();
    const seen: { rows: number; fraction: number }[] = [];
    const keys: string[] = [];
    const now = Date.parse('2026-03-31T00:00:00Z');
    const total = await gatherHistory(
      'w1',
      '2026-03-01',
      (entries, progress) => {
        keys.push(...entries.map((e) => e.key));
        seen.push(progress);
      },
      new AbortController().signal,
      now,
    );
    expect(total).toBe(3);
    expect(keys).toEqual(['transaction:t1', 'transaction:t2', 'transaction:t3']);
    const urls = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x'));
    expect(urls.map((u) => u.pathname)).toEqual(Array(3).fill('/api/wallet/w1/history'));
    expect(urls.map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c1', 'c2']);
    for (const u of urls) {
      expect(u.searchParams.get('fromDate')).toBe('2026-03-01');
      expect(u.searchParams.get('limit')).toBe(String(GATHER_PAGE_SIZE));
    }
    expect(seen.map((p) => p.rows)).toEqual([1, 2, 3]);
    expect(seen[0]?.fraction).toBeCloseTo(11 / 30, 2);
    expect(seen[2]?.fraction).toBe(1);
  });

  it('stops when canceled', async () => {
    const fetchMock = history();
    const abort = new AbortController();
    const gathering = gatherHistory('w1', '2026-03-01', () => abort.abort(), abort.signal);
    await expect(gathering).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('defaults to the last month', () => {
    expect(lastMonth(new Date('2026-03-31T12:00:00Z'))).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(lastMonth(new Date('2026-01-15T12:00:00Z'))).toEqual({ from: '2025-12-15', to: '2026-01-15' });
    expect(lastMonth(new Date('2026-11-24T12:00:00Z'))).toEqual({ from: '2026-10-24', to: '2026-11-24' });
  });
});
