import { expect, test } from '@playwright/test';
import {
  createWalletsByApi,
  loginByApi,
  newUserByApi,
  openSignedIn,
  PASSWORD,
  runOpsCli,
  setVisitorFlags,
  uniqueEmail,
  waitForMessage,
} from './support';

// Each test drives the ops CLI (a process per command) and several screens: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

test('a support conversation: the operator answers from the ops CLI and the answer appears without a reload', async ({
  page,
  request,
}) => {
  const { token } = await newUserByApi(request, 'support');
  await openSignedIn(page, token, '/auth/profile');
  await page.getByTestId('support-link').click();
  await expect(page).toHaveURL(/\/auth\/support$/);
  const form = page.getByTestId('support-new');
  await form.getByLabel('Subject').fill('Where is my deposit?');
  await form.getByLabel('Topic').selectOption('transaction');
  await form.getByLabel('Message').fill('I sent BTC an hour ago.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/auth\/support\/[0-9a-f-]{36}$/);
  const id = /support\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  await expect(page.getByTestId('support-message')).toHaveCount(1);

  let navigations = 0;
  page.on('framenavigated', () => {
    navigations += 1;
  });
  expect(runOpsCli('support', 'list')).toContain('Where is my deposit?');
  expect(runOpsCli('support', 'reply', id, 'We see it, it arrives with the next block.')).toContain('replied');
  const answer = page.locator('[data-testid="support-message"][data-author="agent"]');
  await expect(answer).toContainText('We see it, it arrives with the next block.', { timeout: 10_000 });
  expect(navigations).toBe(0);
});

test('a deposit raises a notification in the bell', async ({ page, request }) => {
  const { email, token } = await newUserByApi(request, 'bell');
  await createWalletsByApi(request, token, ['BTC']);
  await openSignedIn(page, token, '/auth/dashboard');
  await expect(page.getByTestId('bell')).toBeVisible();
  await expect(page.getByTestId('bell-count')).toHaveCount(0);
  runOpsCli('deposit', email, 'BTC', '0.05');
  runOpsCli('chain', 'mine', '3');
  await expect(page.getByTestId('bell-count')).toHaveText('1', { timeout: 10_000 });
  await page.getByTestId('bell').click();
  const item = page.locator('[data-testid="notification"][data-kind="deposit_credited"]');
  await expect(item).toContainText('Deposit credited: 0.05');
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByTestId('bell-count')).toHaveCount(0);
});

test('sign up with a referral link; once the reviewer approves the identity both users see their bonus', async ({
  page,
  request,
}) => {
  const referrer = await newUserByApi(request, 'referrer');
  const me = await request.get('/api/referrals', { headers: { authorization: `Bearer ${referrer.token}` } });
  const { referralCode } = (await me.json()) as { referralCode: string };

  const email = uniqueEmail('referred');
  await setVisitorFlags(page, { langSelected: true, ee: true });
  await page.goto(`/signup/${referralCode}`);
  await expect(page.getByLabel(/Referral code/)).toHaveValue(referralCode);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Referred');
  await page.getByLabel('Country of residence').selectOption('GB');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const { data } = await waitForMessage(request, email, 'login_pin');
  await page.getByLabel('Code from the email').fill(data.pin ?? '');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);

  // The referred user's documents and answers, through the API; then the reviewer approves.
  const token = await loginByApi(request, email);
  const headers = { authorization: `Bearer ${token}` };
  // A photo drawn by the browser (noise, so it is a real picture), as JPEG.
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    for (let i = 0; i < 4000; i++) {
      context.fillStyle = `hsl(${i % 360} 60% 50%)`;
      context.fillRect((i * 37) % 640, (i * 53) % 400, 12, 12);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const photo = Buffer.from(dataUrl.split(',')[1] as string, 'base64');
  for (const type of ['PASSPORT', 'SELFIE']) {
    const res = await request.post('/api/kyc/upload', {
      headers,
      multipart: { type, country: 'GB', file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const answers = await request.post('/api/kyc/questionnaire', {
    headers,
    data: {
      employmentStatus: 'EMPLOYED',
      occupation: 'Engineer',
      sourceOfFunds: ['SALARY'],
      expectedYearlyVolume: 'FROM_10K_TO_50K',
      accountPurpose: ['SAVINGS'],
      politicallyExposed: false,
      taxResidency: [{ country: 'GB', taxId: 'AB123456C' }],
    },
  });
  expect(answers.ok(), await answers.text()).toBe(true);
  expect(runOpsCli('kyc', 'approve', email)).toContain('APPROVED');

  await page.goto('/auth/wallet/AMN');
  await expect(page.getByText('Bonus Referred').first()).toBeVisible({ timeout: 10_000 });
  await openSignedIn(page, referrer.token, '/auth/wallet/AMN');
  await expect(page.getByText('Bonus Referral').first()).toBeVisible({ timeout: 10_000 });
  await page.goto('/auth/profile');
  await expect(page.getByTestId('referral-code')).toContainText(referralCode);
  await expect(page.getByTestId('referral')).toContainText('Confirmed: 1');
});
