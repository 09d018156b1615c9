import { expect, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

test('exchange EUR to BTC and back, put EUR into Earn, accrue by ops and see the interest', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'earner');
  await createWalletsByApi(request, token, ['EUR', 'BTC']);
  expect(runOpsCli('deposit', email, 'EUR', '500')).toContain('CONFIRMED');

  // EUR to BTC at the quoted rate.
  await openSignedIn(page, token, '/auth/exchange');
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
  runOpsCli('earn', 'accrue', today);
  await page.reload();
  await expect(eurCard.getByTestId('earn-interest')).toHaveText('€0.01');
  await expect(page.getByTestId('interest-row')).toHaveCount(1);
  expect(runOpsCli('ledger', 'verify')).toContain('ledger verified');
});
