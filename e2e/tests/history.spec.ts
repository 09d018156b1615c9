import { expect, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

/** "0.031234567890123456" as the screen writes an ETH amount: 8 decimals, cut (spec section 5). */
function eightDecimals(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.slice(0, 8).padEnd(8, '0')}`;
}

test('a wallet history lists the exchange that filled it and the Earn deposit that left it', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'history');
  const headers = { authorization: `Bearer ${token}` };
  const ids = await createWalletsByApi(request, token, ['EUR', 'BTC', 'ETH']);
  expect(runOpsCli('deposit', email, 'EUR', '500')).toContain('CONFIRMED');
  runOpsCli('deposit', email, 'BTC', '0.05');
  runOpsCli('chain', 'mine', '3');

  // EUR to ETH at a fresh quote, and some BTC into Earn.
  const quote = await (await request.get('/api/oracle/rates/EUR/ETH', { headers })).json();
  const exchanged = await request.post('/api/exchange', {
    headers,
    data: { walletFromId: ids.EUR, walletToId: ids.ETH, amount: '100', rate: quote.rate },
  });
  expect(exchanged.ok(), await exchanged.text()).toBe(true);
  const exchange = await exchanged.json();
  const invested = await request.post('/api/investment', { headers, data: { walletId: ids.BTC, amount: '0.01' } });
  expect(invested.ok(), await invested.text()).toBe(true);

  // The ETH wallet was filled by the exchange alone: its row has both amounts and the rate.
  await openSignedIn(page, token, '/auth/wallet/ETH');
  const ethRows = page.getByTestId('transaction-row');
  await expect(ethRows).toHaveCount(1);
  const row = ethRows.first();
  await expect(row).toHaveAttribute('data-source', 'exchange');
  await expect(row.getByTestId('row-label')).toHaveText('Exchange EUR to ETH');
  const amountTo = eightDecimals(exchange.amountTo);
  await expect(row.getByTestId('row-detail')).toContainText(
    `€100.00 → ${amountTo} ETH at 1 EUR = ${exchange.rate} ETH`,
  );
  await expect(row.getByTestId('signed-amount')).toHaveText(`+${amountTo} ETH`);

  // The BTC wallet: the deposit, then the Earn deposit as INVESTMENT (BTC).
  await page.goto('/auth/wallet/BTC');
  const btcRows = page.getByTestId('transaction-row');
  await expect(btcRows).toHaveCount(2);
  await expect(btcRows.nth(0)).toHaveAttribute('data-source', 'investment');
  await expect(btcRows.nth(0).getByTestId('row-label')).toHaveText('INVESTMENT (BTC)');
  await expect(btcRows.nth(0).getByTestId('signed-amount')).toHaveText('−0.01000000 BTC');
  await expect(btcRows.nth(1).getByTestId('row-label')).toHaveText('Payment from');
  await expect(btcRows.nth(1).getByTestId('signed-amount')).toHaveText('+0.05000000 BTC');

  // The type filter reaches every kind of row.
  await page.getByLabel('Type').selectOption('INVESTMENT');
  await expect(btcRows).toHaveCount(1);
  await expect(btcRows.first().getByTestId('row-label')).toHaveText('INVESTMENT (BTC)');

  // The EUR wallet: the deposit and the exchange that took 100 EUR out.
  await page.goto('/auth/wallet/EUR');
  const eurRows = page.getByTestId('transaction-row');
  await expect(eurRows).toHaveCount(2);
  await expect(eurRows.first().getByTestId('signed-amount')).toHaveText('−€100.00');
});
