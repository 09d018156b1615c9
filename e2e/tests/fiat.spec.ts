import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { countMessages, loginByApi, signUpByApi, uniqueEmail, waitForMessage } from './support';

const root = join(import.meta.dirname, '..', '..');
/** A valid SEPA IBAN outside Coffer. */
const OUTSIDE_IBAN = 'AT611904300234573201';

/** The ops CLI against the test server (through its admin port). */
function ops(...argv: string[]): string {
  return execFileSync(process.execPath, [join(root, 'apps/server/dist/ops.js'), ...argv], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? join(root, '.tmp', 'e2e-data'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

async function openApp(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/maintenance');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('langSelected', '1');
  }, token);
  await page.goto(path);
}

async function createFromDashboard(page: Page, coin: string): Promise<void> {
  await page.goto('/auth/dashboard');
  await page.getByRole('button', { name: 'Create wallet' }).click();
  await page.getByTestId(`create-${coin}`).click();
  await expect(page.locator(`[data-testid="wallet-card"][data-coin="${coin}"]`)).toBeVisible();
}

test('a new user opens EUR and GBP wallets in the sandbox, receives a bank transfer and pays out to an IBAN', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('fiat');
  await signUpByApi(request, email);
  const token = await loginByApi(request, email);
  await openApp(page, token, '/auth/dashboard');

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
  expect(ops('deposit', email, 'EUR', '1000', 'DE89370400440532013000', 'Jane', 'Doe')).toContain('CONFIRMED');
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
  expect(ops('bank', 'settle')).toContain('bank payments cleared: 1');

  // GBP: sort code and account number.
  await createFromDashboard(page, 'GBP');
  await page.goto('/auth/wallet/GBP');
  await expect(page.getByTestId('receive-sortCode')).toContainText(/\d{6}/);
  await expect(page.getByTestId('receive-accountNumber')).toContainText(/\d{8}/);
  await expect(page.getByTestId('receive-holder')).toContainText('Eve Tester');
});
