import type { Language } from '@coffer/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '../src/lib/i18n/i18n';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, exchangeRateOf, sendQuoteOf, tierOf, walletOf } from './wallet-fixtures';

const NNBSP = '\u202f';

async function useLanguage(language: Language) {
  localStorage.setItem('lang', language);
  await setupI18n();
  await i18n.changeLanguage(language);
}

const eur = walletOf('EUR', '250.50', '1');
const btc = walletOf('BTC', '0.10000000', '40000');
const appConfig = {
  appVersion: '3.5.7',
  network: 'testnet',
  sandbox: true,
  production: false,
  termsVersions: { wallet: '1.1.0', earn: '1.0.0', card: '1.0.0' },
};

interface LanguageCase {
  language: Language;
  /** The rate 31675028.97 as the language writes it. */
  rate: string;
  /** 1.5 typed the language's way, and a typing the language refuses. */
  typed: string;
  refused: string;
  /** 1.5 × 31675028.97 BTC in the computed field, and the balance put there by Max. */
  bought: string;
  max: string;
  limits: string;
}

/** Italian, Spanish and Portuguese write amounts alike: dots group thousands, a comma marks decimals. */
const DOT_GROUPS = {
  rate: '31.675.028,97',
  typed: '1,5',
  refused: '1.5',
  bought: '47512543,455',
  max: '250,5',
};

const CASES: LanguageCase[] = [
  {
    language: 'en',
    rate: '31,675,028.97',
    typed: '1.5',
    refused: '1,5',
    bought: '47512543.455',
    max: '250.5',
    limits: 'Min €1.00 – Max €400.00',
  },
  {
    language: 'fr',
    rate: `31${NNBSP}675${NNBSP}028,97`,
    typed: '1,5',
    refused: '1,5,0',
    bought: '47512543,455',
    max: '250,5',
    limits: 'Min. 1,00',
  },
  { ...DOT_GROUPS, language: 'it', limits: 'Min 1,00' },
  { ...DOT_GROUPS, language: 'es', limits: 'Mín. 1,00' },
  { ...DOT_GROUPS, language: 'pt', limits: 'Mín. 1,00' },
];

describe('amounts in the language of the screen (issue 21.7)', () => {
  it.each(CASES)(
    '$language: exchange reads typed amounts, writes computed ones and the rate in the language',
    async ({ language, rate, typed, refused, bought, max, limits }) => {
      await useLanguage(language);
      const server = fakeServer({
        'GET /user/me': { body: testUser },
        'GET /wallet': { body: [eur, btc] },
        'GET /user/tiers': { body: [tierOf('TIER_0', '0.00', { active: true })] },
        'GET /oracle/rates/EUR/BTC': { body: exchangeRateOf('31675028.97') },
        'POST /exchange': {
          body: {
            id: 'ex-1',
            WalletFromId: 'w-EUR',
            WalletToId: 'w-BTC',
            amountFrom: '1.50',
            amountTo: '47512543.45500000',
            amountEUR: '1.50',
            rate: '31675028.97',
            createdAt: '2026-11-22T10:00:00.000Z',
            transactionCashback: null,
            fromCoinCode: 'EUR',
            toCoinCode: 'BTC',
            side: 'BUY',
          },
        },
      });
      renderApp('/auth/exchange');
      const rateLine = i18n.t('exchange.rate', { from: 'EUR', rate, to: 'BTC' });
      await waitFor(() => expect(screen.getByTestId('exchange-rate').textContent).toContain(rateLine));
      expect(screen.getByTestId('exchange-limits').textContent).toContain(limits);

      const sell = screen.getByTestId('exchange-amount-from') as HTMLInputElement;
      const get = screen.getByTestId('exchange-amount-to') as HTMLInputElement;
      fireEvent.change(sell, { target: { value: refused } });
      fireEvent.blur(sell);
      expect(await screen.findByText(i18n.t('validation.amount'))).toBeTruthy();
      expect(get.value).toBe('');

      fireEvent.change(sell, { target: { value: typed } });
      await waitFor(() => expect(get.value).toBe(bought));
      expect(screen.queryByText(i18n.t('validation.amount'))).toBeNull();

      // What is typed on the other side is read the same way.
      fireEvent.change(get, { target: { value: bought } });
      await waitFor(() => expect(sell.value).toBe(typed));

      fireEvent.click(screen.getByRole('button', { name: i18n.t('exchange.max') }));
      await waitFor(() => expect(sell.value).toBe(max));

      fireEvent.change(sell, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t('exchange.review') }));
      const quote = await screen.findByTestId('exchange-quote');
      expect(within(quote).getByTestId('quote-rate').textContent).toContain(rateLine);
      fireEvent.click(screen.getByRole('button', { name: i18n.t('exchange.confirm') }));
      await screen.findByTestId('exchange-result');
      // The server always gets a plain dot-decimal amount.
      expect(server.called('POST /exchange')[0]?.body).toMatchObject({ amount: '1.5', rate: '31675028.97' });
    },
  );

  it('fr: Earn takes "100,50" and deposits 100.50', async () => {
    await useLanguage('fr');
    const server = fakeServer({
      'GET /user/me': { body: { ...testUser, termsInvestmentVersion: '1.0.0' } },
      'GET /wallet': { body: [eur] },
      'GET /investment/interestRate': { body: [{ coinCode: 'EUR', rate: '4', minAmount: '10' }] },
      'GET /investment/interest': { body: [] },
      'POST /investment': {
        body: {
          id: 'inv-1',
          WalletId: 'w-EUR',
          coinCode: 'EUR',
          amount: '100.50',
          amountEUR: '100.50',
          createdAt: '2026-11-22T10:00:00.000Z',
          removedAt: null,
        },
      },
    });
    renderApp('/auth/earn');
    const amount = (await screen.findByTestId('earn-amount')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: i18n.t('earn.max') }));
    expect(amount.value).toBe('250,5');
    fireEvent.change(amount, { target: { value: '100,50' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('earn.depositButton') }));
    await waitFor(() => expect(server.called('POST /investment')).toHaveLength(1));
    expect(server.called('POST /investment')[0]?.body).toEqual({ walletId: 'w-EUR', amount: '100.50' });
  });

  it('it: send takes "0,1", refuses "0.1" (a thousand separator there), and links the sandbox outbox for the code', async () => {
    await useLanguage('it');
    const server = fakeServer({
      'GET /wallet-app.json': { body: appConfig },
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [btc] },
      'GET /': { body: accountStatus(['BTC'], { BTC: '0.0001' }) },
      'POST /wallet/w-BTC/ask-send': { body: sendQuoteOf() },
    });
    renderApp('/auth/wallet/BTC/send');
    const to = await screen.findByLabelText(i18n.t('send.to'));
    fireEvent.change(to, { target: { value: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' } });
    const amount = screen.getByLabelText(i18n.t('send.amount', { coin: 'BTC' }));
    fireEvent.change(amount, { target: { value: '0.1' } });
    fireEvent.blur(amount);
    expect(await screen.findByText(i18n.t('validation.amount'))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0,1' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('send.review') }));
    await screen.findByTestId('send-quote');
    expect(server.called('POST /wallet/w-BTC/ask-send')[0]?.body).toMatchObject({ amount: '0.1' });
    const outbox = await screen.findByTestId('sandbox-outbox-link');
    expect(within(outbox).getByRole('link').getAttribute('href')).toBe('/dev/outbox?to=ada%40example.com');
  });
});
