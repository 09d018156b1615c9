import { expect, test } from '@playwright/test';
import { loginByApi, runOpsCli, signUpByApi, uniqueEmail } from './support';

test('an operator deposit arrives on the open wallet screen within 10 s, without a reload', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('live');
  await signUpByApi(request, email);
  const token = await loginByApi(request, email);
  const wallet = await request.post('/api/wallet', {
    headers: { authorization: `Bearer ${token}` },
    data: { coinCode: 'BTC' },
  });
  expect(wallet.ok()).toBe(true);
  await page.goto('/maintenance');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('langSelected', '1');
  }, token);
  await page.goto('/auth/wallet/BTC');
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
