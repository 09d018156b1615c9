import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, runOpsCli, setVisitorFlags, signUpByApi, uniqueEmail } from './support';

async function tryPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** What the login screen says after seven wrong passwords through the API and an eighth on screen. */
async function warningAfterEightFailures(page: Page, email: string): Promise<string> {
  for (let i = 0; i < 7; i++) {
    const res = await page.request.post('/api/user/ask-login', { data: { email, password: 'Wrong-Pass1' } });
    expect(res.status()).toBe(401);
  }
  await setVisitorFlags(page, { ee: true, langSelected: true });
  await page.goto('/login');
  await tryPassword(page, email, 'Wrong-Pass1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Attempts left before sign-in pauses for 15 minutes: 2.');
  return (await alert.textContent()) ?? '';
}

test('the login screen warns of the last attempts alike for known and unknown emails', async ({ page, request }) => {
  const known = uniqueEmail('known');
  await signUpByApi(request, known);
  const knownText = await warningAfterEightFailures(page, known);
  const unknownText = await warningAfterEightFailures(page, uniqueEmail('nobody'));
  expect(unknownText).toBe(knownText);
});

test('the login screen counts the lockout down, and ops user unlock lifts it', async ({ page, request }) => {
  const email = uniqueEmail('lockout');
  await signUpByApi(request, email);
  for (let i = 0; i < 9; i++) {
    await request.post('/api/user/ask-login', { data: { email, password: 'Wrong-Pass1' } });
  }
  await setVisitorFlags(page, { ee: true, langSelected: true });
  await page.goto('/login');
  await tryPassword(page, email, 'Wrong-Pass1');
  const countdown = page.getByTestId('lockout-countdown');
  await expect(page.getByRole('alert')).toContainText('Too many failed attempts');
  await expect(countdown).toContainText(/Try again in 1[45] minutes\. \(1[45]:\d\d\)/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });

  // Even the right password is refused until the wait is over...
  await tryPassword(page, email, PASSWORD);
  await expect(countdown).toContainText('Try again in');
  // ...or support lifts it.
  expect(runOpsCli('user', 'unlock', email)).toContain(`unlock: ${email}`);
  await tryPassword(page, email, PASSWORD);
  await expect(page.getByLabel('Code from the email')).toBeVisible();
});

test('the terms pages show their text, in the language, linked from sign-up', async ({ page }) => {
  await setVisitorFlags(page, { ee: true, langSelected: true });
  await page.goto('/signup');
  const link = page.getByRole('link', { name: 'wallet terms and conditions' });
  await expect(link).toHaveAttribute('href', '/terms/wallet');
  await page.goto('/terms/wallet');
  const text = page.getByTestId('terms-text');
  await expect(text).toContainText('Sandbox sample.');
  await expect(text.getByRole('heading', { name: '2. Your account' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await page.goto('/terms/earn');
  await expect(page.getByTestId('terms-text')).toContainText('Exemple sandbox.');
  await expect(page.getByTestId('terms-text')).toContainText('Risques');
});
