import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountFromFor, amountToFor, exchangeFieldError } from '../src/features/exchange/exchange-math';
import { apiError, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { exchangeRateOf, tierOf, walletOf } from './wallet-fixtures';

const eur = walletOf('EUR', '500.00', '1');
const btc = walletOf('BTC', '0.10000000', '40000');
const rateOf = exchangeRateOf;
const limits = { minAmount: '1.00', maxAmount: '400.00', precisionAmount: 2 };

describe('exchange amount validators (section 5)', () => {
  it.each([
    ['', 'empty'],
    ['1,5', 'amount'],
    ['0', 'invalid'],
    ['600', 'insufficientBalance'],
    ['0.5', 'minAmount'],
    ['450', 'maxAmount'],
    ['1.005', 'decimals'],
    ['1.50', null],
    ['400', null],
  ])('amount %j gives %s', (amount, error) => {
    expect(exchangeFieldError(amount, '500.00', limits)).toBe(error);
  });

  it('computes the other side from the rate, rounded down, without floating point', () => {
    expect(amountToFor('50', '0.00002', 2, 8)).toBe('0.001');
    expect(amountToFor('0.1', '0.1', 2, 8)).toBe('0.01');
    // 1 / 3 of a cent is not paid: cut toward zero.
    expect(amountToFor('0.00000001', '0.333', 8, 2)).toBe('0');
    expect(amountFromFor('0.001', '0.00002', 2, 8)).toBe('50');
    expect(amountFromFor('0.00100001', '0.00002', 2, 8)).toBe('50');
    expect(amountFromFor('1,0', '0.00002', 2, 8)).toBeNull();
  });
});

describe('exchange screen', () => {
  it('shows the rate and the validators once touched, and computes either side', async () => {
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [btc, eur] },
      'GET /user/tiers': { body: [tierOf('TIER_0', '0.00', { active: true })] },
      'GET /oracle/rates/EUR/BTC': { body: rateOf('0.00002') },
    });
    renderApp('/auth/exchange');
    expect(await screen.findByText('1 EUR buys 0.00002 BTC')).toBeTruthy();
    // The pickers show each wallet's icon, name and balance.
    expect(screen.getByTestId('exchange-from').dataset.coin).toBe('EUR');
    expect(screen.getByTestId('exchange-from').textContent).toContain('Euro€500.00');
    expect(screen.getByTestId('exchange-to').dataset.coin).toBe('BTC');
    expect(screen.getByTestId('exchange-limits').textContent).toBe('Min €1.00 – Max €400.00');

    const sell = screen.getByLabelText('You sell (EUR)');
    fireEvent.change(sell, { target: { value: '600' } });
    expect(screen.queryByText('Not enough balance for this amount.')).toBeNull();
    fireEvent.blur(sell);
    expect(await screen.findByText('Not enough balance for this amount.')).toBeTruthy();
    fireEvent.change(sell, { target: { value: '0.5' } });
    expect(await screen.findByText('The amount is below the minimum for this coin.')).toBeTruthy();
    fireEvent.change(sell, { target: { value: '450' } });
    expect(await screen.findByText('The amount is above the maximum.')).toBeTruthy();
    fireEvent.change(sell, { target: { value: '1.005' } });
    expect(await screen.findByText('Too many decimals for this coin.')).toBeTruthy();

    fireEvent.change(sell, { target: { value: '50' } });
    expect((screen.getByLabelText('You get (BTC)') as HTMLInputElement).value).toBe('0.001');
    fireEvent.change(screen.getByLabelText('You get (BTC)'), { target: { value: '0.002' } });
    expect((sell as HTMLInputElement).value).toBe('100');

    // Choosing the other side's coin swaps the pair.
    fireEvent.click(screen.getByRole('button', { name: /^From/ }));
    const picker = await screen.findByRole('dialog', { name: 'From' });
    const options = within(picker).getAllByTestId('wallet-option');
    expect(options.map((option) => option.dataset.coin)).toEqual(['EUR', 'BTC']);
    expect(options[0]?.getAttribute('aria-current')).toBe('true');
    expect(options[1]?.textContent).toContain('Bitcoin0.10000000 BTC');
    fireEvent.click(options[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('exchange-to').dataset.coin).toBe('EUR'));
    expect(screen.getByTestId('exchange-from').dataset.coin).toBe('BTC');
    await waitFor(() => expect(server.called('GET /oracle/rates/BTC/EUR')).toHaveLength(1));
  });

  it('confirms with an Idempotency-Key, quotes again on rate_expired and shows the result', async () => {
    let expired = false;
    const done = {
      id: 'ex-1',
      WalletFromId: 'w-EUR',
      WalletToId: 'w-BTC',
      amountFrom: '50.00',
      amountTo: '0.00095000',
      amountEUR: '50.00',
      rate: '0.000019',
      createdAt: '2026-11-22T10:00:00.000Z',
      transactionCashback: 'tx-cb',
      fromCoinCode: 'EUR',
      toCoinCode: 'BTC',
      side: 'BUY',
    };
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [eur, btc] },
      'GET /user/tiers': {
        body: [
          tierOf('TIER_ICO_1', '0.00', { active: true, special: true, cashback: { card: '0.04', exchange: '0.05' } }),
        ],
      },
      'GET /oracle/rates/EUR/BTC': () => ({ body: rateOf(expired ? '0.000019' : '0.00002') }),
      'POST /exchange': [
        apiError(500, 'unknown_error'),
        () => {
          expired = true;
          return apiError(409, 'rate_expired');
        },
        { body: done },
      ],
    });
    renderApp('/auth/exchange');
    await screen.findByText('1 EUR buys 0.00002 BTC');
    fireEvent.change(screen.getByLabelText('You sell (EUR)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const quote = await screen.findByTestId('exchange-quote');
    expect(within(quote).getByTestId('quote-from').textContent).toContain('€50.00');
    expect(within(quote).getByTestId('quote-to').textContent).toContain('0.00100000 BTC');
    expect(within(quote).getByTestId('quote-rate').textContent).toContain('1 EUR buys 0.00002 BTC');
    expect(within(quote).getByTestId('quote-cashback').textContent).toContain('5.00% of the exchange fee, paid in AMN');
    expect(server.called('POST /exchange')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('The rate has changed. Check the new amounts and confirm again.')).toBeTruthy();
    expect(within(screen.getByTestId('exchange-quote')).getByTestId('quote-to').textContent).toContain(
      '0.00095000 BTC',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm exchange' }));

    const result = await screen.findByTestId('exchange-result');
    expect(within(result).getByText('You exchanged €50.00 for 0.00095000 BTC.')).toBeTruthy();
    expect(within(result).getByText('Your cashback was paid into your AMN wallet.')).toBeTruthy();
    const calls = server.called('POST /exchange');
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The same request retried keeps its key; the new quote is another request.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(calls[0]?.body).toEqual({ walletFromId: 'w-EUR', walletToId: 'w-BTC', amount: '50', rate: '0.00002' });
    expect(calls[2]?.body).toEqual({ walletFromId: 'w-EUR', walletToId: 'w-BTC', amount: '50', rate: '0.000019' });
  });
});
