import { expect, type Page, test } from '@playwright/test';
import { createWalletFromDashboard, newUserByApi, openSignedIn, runOpsCli } from './support';

/**
 * Issue 21's acceptance as one story: a new user opens a EUR wallet from the dashboard and sees IBAN,
 * BIC and the SEPA QR code; an operator deposit of EUR 1,000 arrives on the open wallet screen without a
 * reload; the user exchanges EUR for BTC and puts EUR in Earn, and both wallets' histories list those
 * rows with their labels; the same exchange in French typed with a decimal comma.
 */
async function exchangeEurToBtc(page: Page, amount: string, labels: { next: string; confirm: string }) {
  await page.goto('/auth/exchange');
  if ((await page.getByTestId('exchange-from').getAttribute('data-coin')) !== 'EUR') {
    await page.getByTestId('exchange-from').click();
    await page.locator('[data-testid="wallet-option"][data-coin="EUR"]').click();
  }
  if ((await page.getByTestId('exchange-to').getAttribute('data-coin')) !== 'BTC') {
    await page.getByTestId('exchange-to').click();
    await page.locator('[data-testid="wallet-option"][data-coin="BTC"]').click();
  }
  await page.getByTestId('exchange-amount-from').fill(amount);
  await expect(page.getByTestId('exchange-amount-to')).not.toHaveValue('');
  await page.getByRole('button', { name: labels.next }).click();
  await page.getByRole('button', { name: labels.confirm }).click();
  await expect(page.getByTestId('exchange-result')).toBeVisible();
}

test('a new user: EUR wallet with IBAN and QR, a live deposit, exchange and Earn in the histories, French amounts', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, token } = await newUserByApi(request, 'story');

  // Open EUR and BTC wallets from the dashboard.
  await openSignedIn(page, token, '/auth/dashboard');
  for (const coin of ['EUR', 'BTC']) await createWalletFromDashboard(page, coin);

  // The EUR wallet's receive details: IBAN, BIC and the SEPA QR code.
  await page.locator('[data-testid="wallet-card"][data-coin="EUR"]').getByRole('link').click();
  await expect(page.getByTestId('receive-iban')).toContainText(/IBAN/);
  await expect(page.getByTestId('receive-bic')).toContainText(/[A-Z]{6}[A-Z0-9]{2}/);
  await expect(page.getByRole('img', { name: 'SEPA transfer QR code for this account' })).toBeVisible();

  // The operator's deposit shows on the open screen, with no reload or navigation.
  await expect(page.getByTestId('wallet-balance')).toContainText('0.00');
  expect(runOpsCli('deposit', email, 'EUR', '1000')).toContain('CONFIRMED');
  await expect(page.getByTestId('wallet-balance')).toContainText('1,000.00', { timeout: 12_000 });

  // Exchange 100 EUR for BTC.
  await exchangeEurToBtc(page, '100', { next: 'Continue', confirm: 'Confirm exchange' });

  // Put 100 EUR into Earn.
  await page.goto('/auth/earn');
  await page.getByLabel('I have read and accept the Earn terms.').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByTestId('earn-amount').fill('100');
  await page.getByRole('button', { name: 'Deposit into Earn' }).click();
  await expect(
    page.getByTestId('earn-wallet-card').filter({ hasText: 'Euro' }).getByTestId('earn-invested'),
  ).toHaveText('€100.00');

  // Both histories list those rows with their labels.
  await page.goto('/auth/wallet/EUR');
  const eurRows = page.getByTestId('transaction-row');
  await expect(eurRows).toHaveCount(3);
  await expect(eurRows.nth(0).getByTestId('row-label')).toHaveText('INVESTMENT (EUR)');
  await expect(eurRows.nth(0).getByTestId('signed-amount')).toHaveText('−€100.00');
  await expect(eurRows.nth(1).getByTestId('row-label')).toHaveText('Exchange EUR to BTC');
  await expect(eurRows.nth(1).getByTestId('signed-amount')).toHaveText('−€100.00');
  await expect(eurRows.nth(2).getByTestId('signed-amount')).toHaveText('+€1,000.00');
  await page.goto('/auth/wallet/BTC');
  const btcRows = page.getByTestId('transaction-row');
  await expect(btcRows).toHaveCount(1);
  await expect(btcRows.first().getByTestId('row-label')).toHaveText('Exchange EUR to BTC');
  await expect(btcRows.first().getByTestId('row-detail')).toContainText('€100.00 →');

  // The same exchange in French, typed with a decimal comma: "0,5" is read as half a euro (the BTC side
  // is computed from it, in French marks; half a euro is under the 1 EUR minimum), and "10,5" goes through.
  await page.goto('/auth/profile');
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/auth/exchange');
  await page.getByTestId('exchange-amount-from').fill('0,5');
  await expect(page.getByTestId('exchange-amount-to')).toHaveValue(/^0,0000\d+$/);
  await expect(page.getByText('Saisissez un montant comme 1234,56.')).toHaveCount(0);
  await exchangeEurToBtc(page, '10,5', { next: 'Continuer', confirm: 'Confirmer l’échange' });
  await expect(page.getByTestId('exchange-result')).toContainText('10,50');
  await page.goto('/auth/wallet/EUR');
  await expect(page.getByTestId('transaction-row')).toHaveCount(4);
  await expect(page.getByTestId('wallet-balance')).toContainText('789,50');
});
