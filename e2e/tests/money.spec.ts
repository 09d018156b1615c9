import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  countMessages,
  createWalletFromDashboard,
  createWalletsByApi,
  loginByApi,
  openSignedIn,
  runOpsCli,
  signUpByApi,
  uniqueEmail,
  waitForMessage,
} from './support';

// A valid testnet address outside Coffer (P2PKH of twenty 0x09 bytes).
const OUTSIDE_BTC = 'mgLjCZefJ6DZGQ4LX25Wz6hrpBsFHXVnWS';

async function sendFromUi(page: Page, request: APIRequestContext, email: string, to: string, amount: string) {
  await page.goto('/auth/wallet/BTC/send');
  const form = page.getByTestId('send-form');
  await form.getByLabel('To', { exact: true }).fill(to);
  await form.getByLabel('Amount (BTC)').fill(amount);
  const before = await countMessages(request, email, 'send_code');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('send-quote')).toBeVisible();
  const { data } = await waitForMessage(request, email, 'send_code', before);
  await page.getByTestId('send-code').fill(data.pin as string);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('send-result')).toBeVisible();
}

test('a deposit, a send to another user and a withdrawal, seen with their labels on both sides', async ({
  page,
  request,
  browser,
}) => {
  const alice = uniqueEmail('alice');
  const bob = uniqueEmail('bob');
  await signUpByApi(request, alice);
  await signUpByApi(request, bob);
  const aliceToken = await loginByApi(request, alice);
  const bobToken = await loginByApi(request, bob);

  // Alice opens a BTC wallet from the dashboard.
  await openSignedIn(page, aliceToken, '/auth/dashboard');
  await createWalletFromDashboard(page, 'BTC');
  await createWalletsByApi(request, bobToken, ['BTC']);

  // The sandbox chain sees a deposit, and it is credited after the confirmations.
  expect(runOpsCli('deposit', alice, 'BTC', '0.05')).toContain('UNCONFIRMED');
  runOpsCli('chain', 'mine', '3');
  await page.goto('/auth/wallet/BTC');
  await expect(page.getByTestId('wallet-balance')).toContainText('0.05000000');

  await sendFromUi(page, request, alice, bob, '0.01');
  await sendFromUi(page, request, alice, OUTSIDE_BTC, '0.001');
  runOpsCli('chain', 'mine');

  await page.goto('/auth/wallet/BTC');
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Payment to');
  await expect(rows.nth(0)).toContainText('Confirmed');
  await expect(rows.nth(0)).toHaveAttribute('data-direction', 'outgoing');
  await expect(rows.nth(1)).toContainText('Payment to');
  await expect(rows.nth(1)).toHaveAttribute('data-direction', 'outgoing');
  await expect(rows.nth(2)).toContainText('Payment from');
  await expect(rows.nth(2)).toHaveAttribute('data-direction', 'incoming');

  // Bob sees the internal transfer as money in.
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await openSignedIn(bobPage, bobToken, '/auth/wallet/BTC');
  const bobRows = bobPage.getByTestId('transaction-row');
  await expect(bobRows).toHaveCount(1);
  await expect(bobRows.first()).toContainText('Payment from');
  await expect(bobRows.first()).toHaveAttribute('data-direction', 'incoming');
  await expect(bobPage.getByTestId('wallet-balance')).toContainText('0.01000000');
  await bobContext.close();

  expect(runOpsCli('ledger', 'verify')).toContain('ledger verified');
});
