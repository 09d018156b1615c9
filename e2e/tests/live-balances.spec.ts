import { expect, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

test('an operator deposit arrives on the open wallet screen within 10 s, without a reload', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'live');
  await createWalletsByApi(request, token, ['BTC']);
  await openSignedIn(page, token, '/auth/wallet/BTC');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('0.00000000');
  let navigations = 0;
  page.on('framenavigated', () => {
    navigations += 1;
  });

  expect(runOpsCli('deposit', email, 'BTC', '0.05')).toContain('UNCONFIRMED');
  runOpsCli('chain', 'mine', '3');
  await expect(balance).toContainText('0.05000000', { timeout: 10_000 });
  expect(navigations).toBe(0);
});
