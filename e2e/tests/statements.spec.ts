import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Download, type Page, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

// The PDFs are drawn in a worker: on a busy machine that takes seconds, so these tests wait longer.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Where the downloaded PDFs and their PNG pages go for a person to look at (issue 17). */
const OUT = process.env.STATEMENTS_SHOTS ?? join(import.meta.dirname, '..', '..', '.tmp', 'statements');

/** Saves a downloaded PDF, turns its pages into PNGs with pdftoppm and answers its text (pdftotext). */
async function keep(download: Download, name: string): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.pdf`);
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, name)]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

test('a wallet statement, a receipt and the account documents download as PDFs', async ({ page, request }) => {
  const { email, token } = await newUserByApi(request, 'statements');
  const headers = { authorization: `Bearer ${token}` };
  const ids = await createWalletsByApi(request, token, ['EUR', 'BTC']);
  runOpsCli('deposit', email, 'EUR', '500');
  runOpsCli('deposit', email, 'BTC', '0.05');
  runOpsCli('chain', 'mine', '3');
  const quote = await (await request.get('/api/oracle/rates/EUR/BTC', { headers })).json();
  const exchanged = await request.post('/api/exchange', {
    headers,
    data: { walletFromId: ids.EUR, walletToId: ids.BTC, amount: '100', rate: quote.rate },
  });
  expect(exchanged.ok(), await exchanged.text()).toBe(true);
  const invested = await request.post('/api/investment', { headers, data: { walletId: ids.BTC, amount: '0.01' } });
  expect(invested.ok(), await invested.text()).toBe(true);

  // The statement of the last month: every row, both balances, the footer.
  await openSignedIn(page, token, '/auth/wallet/BTC');
  await expect(page.getByTestId('transaction-row')).toHaveCount(3);
  await expect(page.getByTestId('statement-open')).toBeEnabled();
  await page.getByTestId('statement-open').click();
  const dialog = page.getByTestId('statement-dialog');
  await expect(dialog.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const statement = await download(page, () => dialog.getByTestId('statement-create').click());
  expect(statement.suggestedFilename()).toMatch(/^BTC-statement-\d{2}-\d{2}-\d{4}\.pdf$/);
  const text = await keep(statement, 'statement');
  for (const expected of [
    'Wallet Statement',
    'Paid Out',
    'Paid In',
    'Payment from',
    'INVESTMENT (BTC)',
    'Opening balance',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).toMatch(/Exchange 100\.00 EUR to [\d.]+ BTC at rate/);
  expect(text).toMatch(/Opening balance\s+0\.00000000 BTC/);
  expect(text).toMatch(/Closing balance\s+0\.04\d{6} BTC/);
  expect(text).toContain('THIS ADVISE IS COMPUTER GENERATED REQUIRING NO SIGNATURE');
  await expect(page.getByText('Your document is ready.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The receipt of the deposit, from its transaction screen.
  await page.locator('a[data-testid="transaction-row"]').first().click();
  const details = page.getByTestId('transaction-details');
  await expect(details).toBeVisible();
  const receipt = await download(page, () => details.getByTestId('receipt-button').click());
  expect(receipt.suggestedFilename()).toMatch(/^BTC-confirmation-\d{2}-\d{2}-\d{4}\.pdf$/);
  const receiptText = await keep(receipt, 'confirmation');
  expect(receiptText).toContain('BTC Statement');
  expect(receiptText).toContain('Transaction confirmation');
  expect(receiptText).toMatch(/Paid In\s+0\.05000000 BTC/);
  expect(receiptText).toContain('TxId');

  // The Earn deposit's receipt, from its row.
  await page.goto('/auth/wallet/BTC');
  const earnRow = page.locator('[data-testid="transaction-row"][data-source="investment"]');
  const earn = await download(page, () => earnRow.getByTestId('receipt-button').click());
  expect(await keep(earn, 'investment')).toContain('INVESTMENT');

  // Profile: the account confirmation and the balance summary.
  await page.goto('/auth/profile');
  const account = await download(page, () => page.getByTestId('account-confirmation').click());
  const accountText = await keep(account, 'account');
  for (const expected of ['Account confirmation', 'Account status', 'InActive', 'BIC/SWIFT', 'IBAN', 'Currency']) {
    expect(accountText).toContain(expected);
  }
  const balance = await download(page, () => page.getByTestId('balance-summary').click());
  const balanceText = await keep(balance, 'balance');
  for (const expected of ['Wallets', 'Investments', 'Tiers', 'Total Balance', 'EUR'])
    expect(balanceText).toContain(expected);
});

test('a statement can be canceled while its history is gathered, and a failure shows the spec toast', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'statements-cancel');
  await createWalletsByApi(request, token, ['BTC']);
  runOpsCli('deposit', email, 'BTC', '0.05');
  await openSignedIn(page, token, '/auth/wallet/BTC');
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);

  // The history answers slowly: the progress shows, cancel stops it and nothing downloads.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/wallet\/[^/]+\/history\?.*limit=200/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByTestId('statement-open').click();
  await page.getByTestId('statement-create').click();
  await expect(page.getByTestId('document-progress')).toContainText('Gathering transactions: 0 so far');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByTestId('document-cancel').click();
  await expect(page.getByTestId('statement-create')).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A history that fails: the receipt toast of section 8.
  await page.route(/\/api\/wallet\/[^/]+\/history\?.*limit=200/, (route) => route.abort());
  await page.getByTestId('statement-create').click();
  await expect(page.getByText('Unable to process the receipt')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The account document fails the same way with its own toast.
  await page.goto('/auth/profile');
  // The account status (GET /api/): the service worker keeps /api/wallet for offline starts, not this.
  await page.route(/\/api\/$/, (route) => route.abort());
  await page.getByTestId('account-confirmation').click();
  await expect(page.getByText('Unable to process the account information document')).toBeVisible();
  expect(downloads).toBe(0);
});

test('the card confirmation and a statement with a card purchase', async ({ page, request }) => {
  const { email, token } = await newUserByApi(request, 'statements-card');
  const headers = { authorization: `Bearer ${token}` };
  await createWalletsByApi(request, token, ['EUR']);
  runOpsCli('deposit', email, 'EUR', '1000');
  const terms = await request.put('/api/user/update', { headers, data: { termsCardVersion: '1.0.0' } });
  expect(terms.ok(), await terms.text()).toBe(true);
  const ordered = await request.post('/api/card/order', {
    headers,
    data: {
      coinCode: 'EUR',
      deliveryStreet: 'Baker Street',
      deliveryStreetNumber: '221B',
      deliveryTown: 'London',
      deliveryPostCode: 'NW1 6XE',
      deliveryCountry: 'GB',
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const card = (await ordered.json()) as { lastDigits: string };

  await openSignedIn(page, token, '/auth/card');
  const confirmation = await download(page, () => page.getByTestId('card-confirmation-button').click());
  expect(confirmation.suggestedFilename()).toMatch(/^EUR-card-confirmation-\d{2}-\d{2}-\d{4}\.pdf$/);
  const cardText = await keep(confirmation, 'card');
  for (const expected of ['Card confirmation', 'Number', 'Status', 'Expiry', 'Delivery Address', 'NOT ACTIVATED']) {
    expect(cardText).toContain(expected);
  }
  expect(cardText).toContain(`**** **** **** ${card.lastDigits}`);
  expect(cardText).toContain('221B Baker Street, London, NW1 6XE, GB');

  // Shipped and activated, a purchase: the EUR wallet's statement names the merchant.
  expect(runOpsCli('card', 'ship', email)).toContain('shipped');
  const [, pan = '', cvc2 = ''] = /number (\d{16}) cvc2 (\d{3})/.exec(runOpsCli('card', 'details', email)) ?? [];
  await page.reload();
  await page.getByTestId('card-last-digits').fill(pan.slice(-4));
  await page.getByTestId('card-cvc2').fill(cvc2);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('card-status')).toHaveText('Active');
  const authorised = runOpsCli(
    'card',
    'authorize',
    email,
    '42.50',
    'EUR',
    '--merchant',
    'Corner Shop',
    '--mcc',
    '5411',
  );
  const operation = /operation ([0-9a-f-]{36}): AUTHORIZED/.exec(authorised)?.[1] ?? '';
  expect(runOpsCli('card', 'clear', operation)).toContain('CONFIRMED');
  await page.goto('/auth/wallet/EUR');
  await page.getByTestId('statement-open').click();
  const statement = await download(page, () => page.getByTestId('statement-create').click());
  const text = await keep(statement, 'statement-eur');
  expect(text).toContain('Wallet Statement');
  expect(text).toContain('Purchased at Corner Shop');
  expect(text).toMatch(/42\.50/);
});
