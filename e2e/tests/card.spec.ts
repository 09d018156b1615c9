import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

/**
 * Issue 15 end to end: order, ship, activate with the printed digits, a purchase authorised and
 * cleared by the sandbox issuer, the operation and the spend bar, then a freeze that declines the next
 * authorisation. The user's identity is verified first the real way (passport and selfie uploads, the
 * questionnaire, the reviewer's `ops kyc approve`), as the order requires.
 */
async function verifyIdentityByApi(request: APIRequestContext, token: string, email: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  for (const type of ['PASSPORT', 'SELFIE']) {
    const res = await request.post('/api/kyc/upload', {
      headers,
      multipart: { type, country: 'GB', file: { name: `${type}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const answers = await request.post('/api/kyc/questionnaire', {
    headers,
    data: {
      employmentStatus: 'EMPLOYED',
      occupation: 'Engineer',
      sourceOfFunds: ['SALARY', 'SAVINGS'],
      expectedYearlyVolume: 'FROM_10K_TO_50K',
      accountPurpose: ['SAVINGS', 'PAYMENTS'],
      politicallyExposed: false,
      taxResidency: [{ country: 'GB', taxId: 'AB123456C' }],
    },
  });
  expect(answers.ok(), await answers.text()).toBe(true);
  expect(runOpsCli('kyc', 'approve', email)).toContain('APPROVED');
}

test('a user orders a card, activates it, spends with it and freezes it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, token } = await newUserByApi(request, 'card');
  await createWalletsByApi(request, token, ['EUR']);
  expect(runOpsCli('deposit', email, 'EUR', '1000')).toContain('CONFIRMED');
  await verifyIdentityByApi(request, token, email);

  // The /card deep link opens the card screen.
  await openSignedIn(page, token, '/card');
  await expect(page).toHaveURL(/\/auth\/card$/);
  const order = page.getByTestId('card-order');
  await expect(order).toBeVisible();
  await expect(page.getByTestId('card-benefits')).toContainText('Free card shipping');
  await page.getByTestId('card-order-next').click();
  await page.getByLabel('I accept the card terms (version 1.0.0)').check();
  await page.getByRole('button', { name: 'Accept the terms' }).click();
  await expect(order).toContainText('You accepted the card terms');
  await page.getByTestId('card-order-next').click();
  await expect(page.getByTestId('card-coin')).toHaveValue('EUR');
  await page.getByTestId('card-order-next').click();
  await page.getByLabel('Street').fill('Baker Street');
  await page.getByLabel('Number').fill('221B');
  await page.getByLabel('Town').fill('London');
  await page.getByLabel('Postcode').fill('12345');
  await page.getByTestId('card-order-next').click();
  await expect(order).toContainText('Enter a UK postcode');
  await page.getByLabel('Postcode').fill('nw1 6xe');
  await page.getByTestId('card-order-next').click();
  await expect(page.getByTestId('card-review')).toContainText('221B Baker Street, London NW1 6XE');
  await page.getByRole('button', { name: 'Order the card' }).click();
  await expect(page.getByTestId('card-status')).toHaveText('Not activated');
  await expect(page.getByTestId('card-activate')).toContainText('once it has shipped');

  // The issuer ships it; the tester reads the sandbox card's number and CVC2 and activates it.
  expect(runOpsCli('card', 'ship', email)).toContain('shipped');
  const details = runOpsCli('card', 'details', email);
  const [, pan = '', cvc2 = ''] = /number (\d{16}) cvc2 (\d{3})/.exec(details) ?? [];
  await page.reload();
  await page.getByTestId('card-last-digits').fill(pan.slice(-4));
  await page.getByTestId('card-cvc2').fill(cvc2 === '000' ? '001' : '000');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('card-activate')).toContainText('Invalid CVC2');
  await page.getByTestId('card-cvc2').fill(cvc2);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('card-status')).toHaveText('Active');
  await expect(page.getByTestId('card-pan')).toContainText(pan.slice(-4));
  await expect(page.locator('body')).not.toContainText(pan);

  // A purchase: authorised, then cleared; the operation and the month's spend show it.
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
  expect(operation).not.toBe('');
  expect(runOpsCli('card', 'clear', operation)).toContain('CONFIRMED');
  await page.reload();
  const row = page.getByTestId('card-operation').first();
  await expect(row).toContainText('Purchased at Corner Shop');
  await expect(row).toContainText('Grocery Stores, Supermarkets');
  await expect(page.getByTestId('card-spend-text')).toContainText('42.50');
  await row.click();
  await expect(page.getByTestId('card-operation-page')).toContainText('Completed');
  await page.getByRole('link', { name: 'Back to the card' }).click();

  // The wallet's history shows it with its label too.
  await page.goto('/auth/wallet/EUR');
  await expect(page.locator('body')).toContainText('Purchased at');

  // Frozen, the next authorisation is declined.
  await page.goto('/auth/card');
  await page.getByTestId('card-freeze').click();
  await expect(page.getByTestId('card-status')).toHaveText('Frozen');
  expect(runOpsCli('card', 'authorize', email, '5', 'EUR')).toContain('REJECTED (card_not_active)');
  await page.reload();
  await expect(page.getByTestId('card-operation').first()).toContainText('Declined');
});
