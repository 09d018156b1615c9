import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

/** A signed-in user holding a BTC wallet (and AMN, which everyone has), with the app open on `path`. */
async function userWithBtc(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await userWith(page, request, path, ['BTC']);
}

/** A signed-in user holding wallets in `coins`, with the app open on `path`. */
async function userWith(page: Page, request: APIRequestContext, path: string, coins: string[]): Promise<void> {
  const { token } = await newUserByApi(request, 'coin');
  await createWalletsByApi(request, token, coins);
  await openSignedIn(page, token, path);
}

// The switches are shared by the whole server: every test puts BTC back as it found it.
test.afterEach(() => {
  runOpsCli('coin', 'maintenance', 'BTC', 'off');
  runOpsCli('coin', 'withdraw', 'BTC', 'on');
  runOpsCli('coin', 'deposit', 'BTC', 'on');
});

test('with BTC withdrawals off, the wallet page and the send page opened by its URL say so and offer no form', async ({
  page,
  request,
}) => {
  expect(runOpsCli('coin', 'withdraw', 'BTC', 'off')).toContain('BTC withdraw off');
  await userWithBtc(page, request, '/auth/wallet/BTC');

  const notice = page.getByTestId('coin-paused-withdraw');
  await expect(notice).toHaveText('Sending BTC is paused for now. Your balance is safe; try again later.');
  await expect(page.getByRole('link', { name: 'Send', exact: true })).toHaveCount(0);
  // Deposits are still open: the receive details carry no notice.
  await expect(page.getByTestId('receive-address')).toBeVisible();
  await expect(page.getByTestId('coin-paused-deposit')).toHaveCount(0);

  // The send page opened straight from its URL (a fresh load, not a click from the wallet).
  await page.goto('/auth/wallet/BTC/send');
  await expect(page.getByTestId('coin-paused-withdraw')).toBeVisible();
  await expect(page.getByTestId('send-form')).toHaveCount(0);

  await page.goto('/auth/dashboard');
  await expect(page.locator('[data-testid="wallet-card"][data-coin="BTC"]').getByTestId('coin-pause-mark')).toHaveText(
    'Sending paused',
  );

  // Back on: the form and the button return.
  runOpsCli('coin', 'withdraw', 'BTC', 'on');
  await page.goto('/auth/wallet/BTC/send');
  await expect(page.getByTestId('send-form')).toBeVisible();
  await expect(page.getByTestId('coin-paused-withdraw')).toHaveCount(0);
});

test('with BTC in maintenance, receiving and sending are paused, the dashboard marks it and exchange leaves it out', async ({
  page,
  request,
}) => {
  expect(runOpsCli('coin', 'maintenance', 'BTC', 'on')).toContain(
    'BTC maintenance on: maintenance on, deposits off, withdrawals off',
  );
  await userWith(page, request, '/auth/wallet/BTC', ['BTC', 'ETH']);
  await expect(page.getByTestId('coin-paused-withdraw')).toContainText('BTC is under maintenance');
  await expect(page.getByTestId('coin-paused-deposit')).toContainText('BTC is under maintenance: deposits are paused');

  await page.goto('/auth/dashboard');
  await expect(page.locator('[data-testid="wallet-card"][data-coin="BTC"]').getByTestId('coin-pause-mark')).toHaveText(
    'Under maintenance',
  );

  await page.goto('/auth/exchange');
  await expect(page.getByTestId('coins-in-maintenance')).toContainText('BTC');
  await expect(page.getByTestId('exchange-form')).toBeVisible();
  await expect(page.getByTestId('exchange-form')).not.toContainText('BTC');
});
