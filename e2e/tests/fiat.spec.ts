import { expect, type Page, test } from '@playwright/test';
import {
  countMessages,
  createWalletFromDashboard,
  newUserByApi,
  openSignedIn,
  runOpsCli,
  waitForMessage,
} from './support';

/** A valid SEPA IBAN outside Coffer. */
const OUTSIDE_IBAN = 'AT611904300234573201';

async function createFromDashboard(page: Page, coin: string): Promise<void> {
  await page.goto('/auth/dashboard');
  await createWalletFromDashboard(page, coin);
}

test('a new user opens EUR and GBP wallets in the sandbox, receives a bank transfer and pays out to an IBAN', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'fiat');
  await openSignedIn(page, token, '/auth/dashboard');

  // EUR: holder, IBAN and BIC with copy buttons, and the SEPA transfer QR code.
  await createFromDashboard(page, 'EUR');
  await page.locator('[data-testid="wallet-card"][data-coin="EUR"]').getByRole('link').click();
  await expect(page.getByTestId('receive-holder')).toContainText('Eve Tester');
  await expect(page.getByTestId('receive-iban')).toContainText(/^IBANLT\d{18}/);
  await expect(page.getByTestId('receive-bic')).toContainText('CFFRLT2XXXX');
  await expect(page.getByRole('button', { name: 'Copy: IBAN' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy: BIC' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'SEPA transfer QR code for this account' })).toBeVisible();

  // The operator's deposit arrives as a bank transfer, credited at once, naming the payer and their IBAN.
  expect(runOpsCli('deposit', email, 'EUR', '1000', 'DE89370400440532013000', 'Jane', 'Doe')).toContain('CONFIRMED');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toContainText('1,000.00');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText('Jane Doe');
  await expect(row).toContainText('DE89370400440532013000');

  // A payment to an IBAN leaves through the sandbox bank with the 2 EUR fee, PENDING until it settles.
  await page.goto('/auth/wallet/EUR/send');
  const form = page.getByTestId('send-form');
  await form.getByLabel('IBAN or email').fill(OUTSIDE_IBAN);
  await form.getByLabel('Amount (EUR)').fill('25');
  const before = await countMessages(request, email, 'send_code');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('send-quote')).toContainText('2.00');
  const { data } = await waitForMessage(request, email, 'send_code', before);
  await page.getByTestId('send-code').fill(data.pin as string);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('send-result')).toBeVisible();
  expect(runOpsCli('bank', 'settle')).toContain('bank payments cleared: 1');

  // GBP: sort code and account number.
  await createFromDashboard(page, 'GBP');
  await page.goto('/auth/wallet/GBP');
  await expect(page.getByTestId('receive-sortCode')).toContainText(/\d{6}/);
  await expect(page.getByTestId('receive-accountNumber')).toContainText(/\d{8}/);
  await expect(page.getByTestId('receive-holder')).toContainText('Eve Tester');
});
