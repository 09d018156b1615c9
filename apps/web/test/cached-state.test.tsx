import { QueryClientProvider, type QueryKey, useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveStream } from '../src/lib/live-updates';
import { CacheWaitTimeoutError, createQueryClient, isAnythingPending, loadCached } from '../src/lib/query-client';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, appConfig, transactionOf, walletOf } from './wallet-fixtures';

const never = () => new Promise<never>(() => undefined);

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function wrapperFor(queryClient: ReturnType<typeof createQueryClient>) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/** A hook whose every render is counted; it reads only `data`, as screens do. */
function useCounted(queryKey: QueryKey, queryFn: () => Promise<unknown>, renders: { count: number }) {
  renders.count += 1;
  return useQuery({ queryKey, queryFn }).data;
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('cached state: concurrent loads (section 4)', () => {
  it.each<[string, number, QueryKey]>([
    ['an item', 3_000, ['user', 'me']],
    ['a transaction list', 5_000, ['wallet', 'w-BTC', 'transactions', {}]],
    ['a transaction', 5_000, ['transaction', 'tx-1']],
  ])('%s: a second load sends no second request and gives up after %d ms', async (_name, waitMs, queryKey) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = createQueryClient();
    const queryFn = vi.fn(never);
    const first = loadCached(queryClient, { queryKey, queryFn });
    const second = loadCached(queryClient, { queryKey, queryFn });
    const outcome = vi.fn();
    second.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(CacheWaitTimeoutError));
    expect(queryFn).toHaveBeenCalledTimes(1);
    void first;
  });

  it('a second load joins the first and gets its answer from one request', async () => {
    const queryClient = createQueryClient();
    let answer: (value: string) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = loadCached(queryClient, { queryKey: ['user', 'me'], queryFn });
    const second = loadCached(queryClient, { queryKey: ['user', 'me'], queryFn });
    answer('ada');
    expect(await Promise.all([first, second])).toEqual(['ada', 'ada']);
    // Loaded once, then reused; only a forced load asks again.
    expect(await loadCached(queryClient, { queryKey: ['user', 'me'], queryFn })).toBe('ada');
    expect(queryFn).toHaveBeenCalledTimes(1);
    const forced = loadCached(queryClient, { queryKey: ['user', 'me'], queryFn }, { force: true });
    answer('ada 2');
    expect(await forced).toBe('ada 2');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('cached state: loaded once, stored only if different (section 4)', () => {
  it('an item is not read again by age, on focus or on a new screen, only when forced', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => ({ name: 'Ada' }));
    const renders = { count: 0 };
    const first = renderHook(() => useCounted(['user', 'me'], queryFn, renders), { wrapper: wrapperFor(queryClient) });
    await waitFor(() => expect(first.result.current).toEqual({ name: 'Ada' }));
    await act(async () => vi.advanceTimersByTime(10 * 60_000));
    setVisibility('hidden');
    setVisibility('visible');
    renderHook(() => useCounted(['user', 'me'], queryFn, renders), { wrapper: wrapperFor(queryClient) });
    await act(async () => vi.advanceTimersByTime(100));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => queryClient.invalidateQueries({ queryKey: ['user', 'me'] }));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('an unchanged answer re-renders nothing and keeps the stored value; a changed one re-renders', async () => {
    const queryClient = createQueryClient();
    let name = 'Ada';
    // A new object every time, equal in content.
    const queryFn = vi.fn(async () => ({ name, wallets: [{ code: 'BTC' }] }));
    const renders = { count: 0 };
    const { result } = renderHook(() => useCounted(['user', 'me'], queryFn, renders), {
      wrapper: wrapperFor(queryClient),
    });
    await waitFor(() => expect(result.current).toBeDefined());
    const stored = result.current;
    const rendersAfterLoad = renders.count;
    await act(() => queryClient.refetchQueries({ queryKey: ['user', 'me'] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(stored);
    expect(renders.count).toBe(rendersAfterLoad);

    name = 'Ada L.';
    await act(() => queryClient.refetchQueries({ queryKey: ['user', 'me'] }));
    await waitFor(() => expect(result.current).toEqual({ name: 'Ada L.', wallets: [{ code: 'BTC' }] }));
    expect(renders.count).toBe(rendersAfterLoad + 1);
    // The unchanged part keeps its identity.
    expect((result.current as { wallets: unknown }).wallets).toBe((stored as { wallets: unknown }).wallets);
  });
});

describe('balances and history refresh by themselves while visible (issue 21.6)', () => {
  it('reads a balance item every 8 s while visible, never while hidden, and on focus once older than that', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => [{ balance: '0' }]);
    const renders = { count: 0 };
    renderHook(() => useCounted(['wallets'], queryFn, renders), { wrapper: wrapperFor(queryClient) });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    const rendersAfterLoad = renders.count;
    await act(async () => vi.advanceTimersByTime(8_100));
    expect(queryFn).toHaveBeenCalledTimes(2);
    // The same answer: nothing re-rendered.
    expect(renders.count).toBe(rendersAfterLoad);
    setVisibility('hidden');
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(queryFn).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(3));
  });

  it('reads every 2 s while a transaction in view is pending, and slows down when a live stream connects', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const queryClient = createQueryClient();
    let status = 'UNCONFIRMED';
    const queryFn = vi.fn(async () => [transactionOf('tx-1', { status: status as 'UNCONFIRMED' })]);
    renderHook(() => useQuery({ queryKey: ['wallet', 'w-BTC', 'transactions', {}], queryFn }), {
      wrapper: wrapperFor(queryClient),
    });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await act(async () => vi.advanceTimersByTime(2_100));
    expect(queryFn).toHaveBeenCalledTimes(2);
    status = 'CONFIRMED';
    await act(async () => vi.advanceTimersByTime(2_100));
    expect(queryFn).toHaveBeenCalledTimes(3);
    // Confirmed: back to 8 s.
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(queryFn).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTime(4_500));
    expect(queryFn).toHaveBeenCalledTimes(4);

    // A live stream: its messages reload what changed; polling becomes a safety net.
    let push: (keys: QueryKey[]) => void = () => undefined;
    const stop = startLiveStream(queryClient, {
      connect: ({ onChange, onStatus }) => {
        push = onChange;
        onStatus(true);
        return () => undefined;
      },
    });
    try {
      await act(async () => vi.advanceTimersByTime(20_000));
      expect(queryFn).toHaveBeenCalledTimes(5);
      await act(async () => push([['wallet', 'w-BTC']]));
      expect(queryFn).toHaveBeenCalledTimes(6);
    } finally {
      stop();
    }
  });

  it('sees a pending row inside the wallet history pages', () => {
    const queryClient = createQueryClient();
    const page = (status: string) => ({ items: [{ id: 'h-1', kind: 'transaction', status }], nextCursor: null });
    queryClient.setQueryData(['wallet', 'w-BTC', 'transactions', 'history', {}], {
      pages: [page('CONFIRMED')],
      pageParams: [''],
    });
    expect(isAnythingPending(queryClient)).toBe(false);
    queryClient.setQueryData(['wallet', 'w-BTC', 'transactions', 'history', {}], {
      pages: [page('PENDING')],
      pageParams: [''],
    });
    expect(isAnythingPending(queryClient)).toBe(true);
  });

  it('an open wallet screen shows a new balance within 10 s without a reload', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    let balance = '0.00000000';
    const api = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet-app.json': { body: appConfig(false) },
      'GET /': { body: accountStatus(['BTC']) },
      'GET /wallet': () => ({ body: [walletOf('BTC', balance, '40000')] }),
    });
    renderApp('/auth/wallet/BTC');
    const shown = await screen.findByTestId('wallet-balance');
    expect(shown.textContent).toContain('0.00000000');
    balance = '0.05000000';
    await act(async () => vi.advanceTimersByTime(9_000));
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toContain('0.05000000'));
    expect(api.called('GET /user/me')).toHaveLength(1);
  });
});
