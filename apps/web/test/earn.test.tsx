import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { needsEarnTerms } from '../src/features/earn/EarnPage';
import { earnAmountError } from '../src/features/earn/earn-math';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { walletOf } from './wallet-fixtures';

const eur = walletOf('EUR', '500.00', '1', { investBalance: '20.00', interestBalance: '0.15' });
const rates = [{ coinCode: 'EUR', rate: '4', minAmount: '10' }];
const interestOf = (i: number) => ({
  id: `int-${i}`,
  WalletId: 'w-EUR',
  coinCode: 'EUR',
  amount: '0.01',
  amountEUR: '0.01',
  createdAt: '2026-11-20T00:00:00.000Z',
});
const accepted = { ...testUser, termsInvestmentVersion: '1.0.0' };

describe('earn rules', () => {
  it('asks for the terms until version 1.0.0 is accepted', () => {
    expect(needsEarnTerms(null)).toBe(true);
    expect(needsEarnTerms('0.9.0')).toBe(true);
    expect(needsEarnTerms('1.0.0')).toBe(false);
    expect(needsEarnTerms('1.2')).toBe(false);
  });

  it('validates deposits against the wallet and withdrawals against Earn', () => {
    const input = { balance: '500.00', invested: '20.00', decimals: 2, rate: { minAmount: '10' } };
    expect(earnAmountError('5', 'deposit', input)).toBe('minAmount');
    expect(earnAmountError('600', 'deposit', input)).toBe('insufficientBalance');
    expect(earnAmountError('10.001', 'deposit', input)).toBe('decimals');
    expect(earnAmountError('1,5', 'deposit', input)).toBe('amount');
    expect(earnAmountError('100', 'deposit', input)).toBeNull();
    expect(earnAmountError('30', 'withdraw', input)).toBe('insufficientBalance');
    expect(earnAmountError('5', 'withdraw', input)).toBe('minAmount');
    // Everything left may be taken out even below the minimum.
    expect(earnAmountError('20', 'withdraw', { ...input, invested: '5.00' })).toBe('insufficientBalance');
    expect(earnAmountError('5', 'withdraw', { ...input, invested: '5.00' })).toBeNull();
  });
});

describe('earn screen', () => {
  it('asks for the earn terms before the forms and records them with PUT /user/update', async () => {
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [eur] },
      'GET /investment/interestRate': { body: rates },
      'GET /investment/interest': { body: [] },
      'PUT /user/update': { body: { user: accepted, emailChangePending: false } },
    });
    renderApp('/auth/earn');
    const terms = await screen.findByTestId('earn-terms');
    expect(screen.queryByTestId('earn-form')).toBeNull();
    expect(screen.getByText('4.00% a year')).toBeTruthy();
    expect(within(screen.getByTestId('earn-wallets')).getByTestId('earn-invested').textContent).toBe('€20.00');

    fireEvent.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Please accept the terms to continue.')).toBeTruthy();
    expect(server.called('PUT /user/update')).toHaveLength(0);
    fireEvent.click(within(terms).getByLabelText('I have read and accept the Earn terms.'));
    fireEvent.click(within(terms).getByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByTestId('earn-form')).toBeTruthy();
    expect(screen.queryByTestId('earn-terms')).toBeNull();
    expect(server.called('PUT /user/update')[0]?.body).toEqual({ termsInvestmentVersion: '1.0.0' });
  });

  it('deposits with an Idempotency-Key and pages the interest history by 10', async () => {
    const server = fakeServer({
      'GET /user/me': { body: accepted },
      'GET /wallet': { body: [eur] },
      'GET /investment/interestRate': { body: rates },
      'GET /investment/interest': (call) => ({
        body:
          call.search.get('offset') === '0' ? Array.from({ length: 10 }, (_, i) => interestOf(i)) : [interestOf(10)],
      }),
      'POST /investment': {
        body: {
          id: 'inv-1',
          WalletId: 'w-EUR',
          coinCode: 'EUR',
          amount: '100.00',
          amountEUR: '100.00',
          createdAt: '2026-11-22T10:00:00.000Z',
          removedAt: null,
        },
      },
    });
    renderApp('/auth/earn');
    const amount = await screen.findByLabelText('Amount (EUR)');
    expect(screen.queryByTestId('earn-terms')).toBeNull();
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.blur(amount);
    expect(await screen.findByText('The amount is below the minimum for this coin.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '600' } });
    expect(await screen.findByText('Not enough balance for this amount.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit into Earn' }));
    expect(server.called('POST /investment')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit into Earn' }));
    expect((await screen.findAllByText('€100.00 moved into Earn.')).length).toBeGreaterThan(0);
    const call = server.called('POST /investment')[0];
    expect(call?.body).toEqual({ walletId: 'w-EUR', amount: '100' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findAllByTestId('interest-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('interest-row')).toHaveLength(1));
    const pages = server.called('GET /investment/interest').map((c) => c.search.get('offset'));
    expect(pages).toContain('10');
    expect(server.called('GET /investment/interest')[0]?.search.get('limit')).toBe('10');
  });
});
