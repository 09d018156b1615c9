import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginByApi, signUpByApi, uniqueEmail } from './support';

const root = join(import.meta.dirname, '..', '..');

/** The ops CLI against the test server (it reaches the server's embedded database through its admin port). */
function ops(...argv: string[]): string {
  return execFileSync(process.execPath, [join(root, 'apps/server/dist/ops.js'), ...argv], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? join(root, '.tmp', 'e2e-data'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

test('exchange EUR to BTC and back, put EUR into Earn, accrue by ops and see the interest', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('earner');
  await signUpByApi(request, email);
  const token = await loginByApi(request, email);
  for (const coinCode of ['EUR', 'BTC']) {
    const res = await request.post('/api/wallet', {
      headers: { authorization: `Bearer ${token}` },
      data: { coinCode },
    });
    expect(res.ok()).toBe(true);
  }
  expect(ops('deposit', email, 'EUR', '500')).toContain('CONFIRMED');
  await page.goto('/maintenance');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('langSelected', '1');
  }, token);

  // EUR to BTC at the quoted rate.
  await page.goto('/auth/exchange');
  await expect(page.getByTestId('exchange-rate')).toContainText('1 EUR buys');
  await page.getByTestId('exchange-amount-from').fill('100');
  await expect(page.getByTestId('exchange-amount-to')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(page.getByTestId('exchange-result')).toContainText('You exchanged €100.00 for');

  // And all of that BTC back to EUR.
  await page.getByRole('button', { name: 'Exchange again' }).click();
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByTestId('exchange-rate')).toContainText('1 BTC buys');
  await page.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(page.getByTestId('exchange-result')).toContainText('You exchanged');

  // Earn: accept the terms, deposit 100 EUR.
  await page.goto('/auth/earn');
  await page.getByLabel('I have read and accept the Earn terms.').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByTestId('earn-amount').fill('100');
  await page.getByRole('button', { name: 'Deposit into Earn' }).click();
  const eurCard = page.getByTestId('earn-wallet-card').filter({ hasText: 'Euro' });
  await expect(eurCard.getByTestId('earn-invested')).toHaveText('€100.00');

  // The accrual job, run by the operator for today: 100 EUR at 4% a year earns a cent a day.
  const today = new Date().toISOString().slice(0, 10);
  ops('earn', 'accrue', today);
  await page.reload();
  await expect(eurCard.getByTestId('earn-interest')).toHaveText('€0.01');
  await expect(page.getByTestId('interest-row')).toHaveCount(1);
  expect(ops('ledger', 'verify')).toContain('ledger verified');
});
