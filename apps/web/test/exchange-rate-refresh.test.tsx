import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useExchangeRate } from '../src/features/exchange/queries';
import { fakeServer } from './fake-server';
import { exchangeRateOf } from './wallet-fixtures';

// Section 9: the exchange rate shown on the exchange screen is quoted again every 30000 ms. The
// clock is faked but still moves with real time, so each check keeps a margin around 30 s.

afterEach(() => vi.useRealTimers());

function withClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('exchange-rate refresh (section 9)', () => {
  it('quotes the pair again every 30 s, not sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    localStorage.setItem('token', 'test-token');
    const api = fakeServer({ 'GET /oracle/rates/EUR/BTC': { body: exchangeRateOf('0.00002') } });
    const quotes = () => api.called('GET /oracle/rates/EUR/BTC').length;
    const { wrapper } = withClient();
    const { result } = renderHook(() => useExchangeRate('EUR', 'BTC'), { wrapper });
    await waitFor(() => expect(result.current.data?.rate).toBe('0.00002'));
    expect(quotes()).toBe(1);
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(quotes()).toBe(1);
    await act(async () => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(quotes()).toBe(2));
    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(quotes()).toBe(3));
  });

  it('asks nothing for the same coin on both sides', async () => {
    const api = fakeServer({});
    const { wrapper } = withClient();
    const { result } = renderHook(() => useExchangeRate('EUR', 'EUR'), { wrapper });
    await act(async () => undefined);
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.calls).toHaveLength(0);
  });
});
