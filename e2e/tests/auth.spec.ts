import { totp, totpStep } from '@coffer/domain';
import { expect, type Page, test } from '@playwright/test';
import {
  countMessages,
  loginFast,
  PASSWORD,
  setVisitorFlags,
  signUpByApi,
  uniqueEmail,
  waitForMessage,
} from './support';

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterPin(page: Page, pin: string | undefined) {
  await page.getByLabel('Code from the email').fill(pin ?? '');
  await page.getByRole('button', { name: 'Verify code' }).click();
}

async function logoutFromHeader(page: Page) {
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/(start)?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('sign up, log in with the emailed pin, stay logged in after a reload, log out', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await setVisitorFlags(page, { langSelected: true });
  await page.goto('/signup?referralCode=');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Country of residence').selectOption('GB');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Straight on to the pin step of the login.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Code from the email')).toBeVisible();
  const { data } = await waitForMessage(request, email, 'login_pin');
  await enterPin(page, data.pin);

  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Eve!');
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Eve!');

  await logoutFromHeader(page);
  await expect(page).toHaveURL(/\/start$/);
  await page.goto('/auth/dashboard');
  await expect(page).toHaveURL(/\/start$/);
});

test('enable 2FA with a code from the secret, log out, log in with it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await loginFast(page, request);
  await page.goto('/auth/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  const secret = await page.getByTestId('two-factor-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const usedStep = totpStep(Date.now());
  await page.getByTestId('two-factor-code').fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is now on.')).toBeVisible();

  await logoutFromHeader(page);
  await page.goto('/login');
  await fillCredentials(page, email, PASSWORD);
  const { data } = await waitForMessage(request, email, 'login_pin', 1);
  await enterPin(page, data.pin);
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  // A TOTP step is accepted once: wait for the next one after the code that enabled 2FA.
  await expect.poll(() => totpStep(Date.now()) > usedStep, { timeout: 35_000 }).toBe(true);
  await page.getByLabel('Authenticator code').fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Eve!');
});

test('reset a forgotten password from the emailed link, then log in with it', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await signUpByApi(request, email);
  await setVisitorFlags(page, { langSelected: true });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('form-success')).toContainText('If an account exists for this email');

  const { data } = await waitForMessage(request, email, 'reset_password');
  expect(data.link).toContain('/reset-password/');
  await page.goto(data.link ?? '');
  const newPassword = 'Brand-New2';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('form-success')).toBeVisible();
  await page.getByRole('link', { name: 'Go to log in' }).click();

  await fillCredentials(page, email, newPassword);
  const pinMessage = await waitForMessage(request, email, 'login_pin');
  await enterPin(page, pinMessage.data.pin);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
});

test('the login link of the email, opened in a new page, finishes the login after the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('link');
  await signUpByApi(request, email);
  await setVisitorFlags(page, { langSelected: true });
  await page.goto('/login');
  await fillCredentials(page, email, PASSWORD);
  await expect(page.getByLabel('Code from the email')).toBeVisible();
  const { data } = await waitForMessage(request, email, 'login_pin');
  const sent = await countMessages(request, email, 'login_pin');

  // A full page load forgets the credentials: the pin waits for the password.
  await page.goto(data.link ?? '');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Code received.')).toBeVisible();
  await fillCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
  // No new pin was sent: the one from the link was used.
  expect(await countMessages(request, email, 'login_pin')).toBe(sent);
});

test('the sandbox outbox page lists the pin and its link', async ({ page, request }) => {
  const email = uniqueEmail('outbox');
  await signUpByApi(request, email);
  await setVisitorFlags(page, { langSelected: true });
  await page.goto('/login');
  await fillCredentials(page, email, PASSWORD);
  await expect(page.getByLabel('Code from the email')).toBeVisible();
  await page.getByRole('link', { name: 'Open the sandbox outbox' }).click();
  await expect(page).toHaveURL(/\/dev\/outbox\?to=/);
  const { data } = await waitForMessage(request, email, 'login_pin');
  await expect(page.getByTestId('outbox-message').first()).toContainText(data.pin ?? '');
  // The link opens in this tab, where the login in progress still holds the credentials.
  await page
    .getByRole('link', { name: /ask-login-2fa/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/dashboard$/);
});

test.describe('section 2 guard', () => {
  test('logged out on /auth/dashboard: root without flags, /start with a language, /login with ee', async ({
    page,
  }) => {
    await setVisitorFlags(page, {});
    await page.goto('/auth/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('get-started')).toBeVisible();

    await setVisitorFlags(page, { langSelected: true });
    await page.goto('/auth/dashboard');
    await expect(page).toHaveURL(/\/start$/);

    await setVisitorFlags(page, { ee: true });
    await page.goto('/auth/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('root goes to /start with ee or a language; public pages go to root without', async ({ page }) => {
    await setVisitorFlags(page, { ee: true });
    await page.goto('/');
    await expect(page).toHaveURL(/\/start$/);
    await setVisitorFlags(page, {});
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logged in on /login or root goes to the dashboard', async ({ page, request }) => {
    await loginFast(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/dashboard$/);
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await setVisitorFlags(page, { ee: true });
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });
});
