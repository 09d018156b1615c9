import { expect, type Page, test } from '@playwright/test';
import { loginFast, openSignedIn, runOpsCli } from './support';

/** The page going to the background and back, as a phone app does when the user switches away. */
async function hideAndReturn(page: Page): Promise<void> {
  for (const state of ['hidden', 'visible']) {
    await page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  }
}

async function setPin(page: Page, pin: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/auth/setting`);
  await page.getByRole('button', { name: 'Set a PIN' }).click();
  // Typed key by key: a letter stays out of the field (a controlled field on Preact, decision 0037).
  await page.getByTestId('pin-next').pressSequentially(`${pin.slice(0, 2)}a${pin.slice(2)}`);
  await expect(page.getByTestId('pin-next')).toHaveValue(pin);
  await page.getByTestId('pin-confirm').fill(pin);
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByTestId('pin-status')).toHaveText('A PIN is set on this device.');
}

test('a PIN locks the app in the background; three wrong PINs wait 30 s, across a reload; the right one unlocks', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await loginFast(page, request);
  await setPin(page, '2580');
  await page.goto('/auth/dashboard');
  await expect(page.getByTestId('total-balance')).toBeVisible();

  // The app-state listener starts 5 s after start-up.
  await page.clock.fastForward(6_000);
  await hideAndReturn(page);
  const lock = page.getByTestId('lock-screen');
  await expect(lock).toBeVisible();
  await expect(lock.getByTestId('lock-title')).toHaveText('Enter your PIN');

  // Keyboard digits: three wrong PINs. The page clock holds animation frames back; let the lock screen's
  // first frames run (Preact runs effects and redraws after a frame) before typing.
  await page.clock.runFor(100);
  await page.keyboard.type('1111');
  await expect(lock.getByTestId('lock-title')).toHaveText('Wrong PIN');
  await expect(lock.getByTestId('lock-hint')).toHaveText('Attempts left before a pause: 2');
  await page.keyboard.type('2222');
  await expect(lock.getByTestId('lock-hint')).toHaveText('Attempts left before a pause: 1');
  await page.keyboard.type('3333');
  await expect(lock.getByTestId('lock-countdown')).toBeVisible();
  await expect(lock.getByRole('timer')).toHaveText('30');
  await expect(lock.getByTestId('pin-keypad')).toHaveCount(0);

  // A reload keeps the lockout (and its remaining time).
  await page.clock.fastForward(10_000);
  await page.reload();
  await expect(lock.getByTestId('lock-countdown')).toBeVisible();
  const left = Number(await lock.getByRole('timer').textContent());
  expect(left).toBeGreaterThanOrEqual(19);
  expect(left).toBeLessThanOrEqual(21);

  // The countdown ends: the keypad is back, the right PIN unlocks.
  await page.clock.fastForward(21_000);
  await expect(lock.getByTestId('pin-keypad')).toBeVisible();
  for (const digit of '2580') await lock.getByRole('button', { name: digit, exact: true }).click();
  await expect(lock).toHaveCount(0);
  await expect(page.getByTestId('total-balance')).toBeVisible();
});

test('a virtual platform authenticator registers and unlocks the lock screen', async ({ page, request, baseURL }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // WebAuthn needs a domain as its relying party: an IP address such as 127.0.0.1 is refused.
  await loginFast(page, request);
  const session = await page.evaluate(() => localStorage.getItem('token'));
  const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await openSignedIn(page, session ?? '', undefined, { origin: local });
  await setPin(page, '1470', local);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('biometric-status')).toHaveText('On for this device.');

  await page.getByRole('button', { name: 'Lock now' }).click();
  const lock = page.getByTestId('lock-screen');
  await expect(lock).toBeVisible();
  await lock.getByTestId('lock-biometric').click();
  await expect(lock).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/setting$/);
});

test('publishing a higher app version opens the update modal, and back does not close it', async ({
  page,
  request,
}) => {
  await loginFast(page, request);
  await page.goto('/auth/dashboard');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  // In-app navigation: back stays in the app, where the modal can refuse it.
  await page.getByRole('link', { name: 'Earn' }).first().click();
  await expect(page).toHaveURL(/\/auth\/earn$/);
  try {
    expect(runOpsCli('app-version', '99.0.0')).toContain('99.0.0');
    // Coming back to the app reads the published version again.
    await hideAndReturn(page);
    const modal = page.getByTestId('app-update');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Update now' })).toBeVisible();
    await page.goBack();
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/earn$/);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // Nor does a click on the backdrop (section 2).
    await page.mouse.click(4, 4);
    await expect(modal).toBeVisible();
  } finally {
    runOpsCli('app-version', '3.5.7');
  }
});

test('a forced update published while the lock screen is up opens right after unlocking', async ({ page, request }) => {
  await loginFast(page, request);
  await setPin(page, '3690');
  await page.getByRole('button', { name: 'Lock now' }).click();
  const lock = page.getByTestId('lock-screen');
  await expect(lock).toBeVisible();
  try {
    expect(runOpsCli('app-version', '99.0.0')).toContain('99.0.0');
    // The app reads the published version again (the user came back to it) while still locked.
    const read = page.waitForResponse((response) => response.url().endsWith('/wallet-app.json'));
    await hideAndReturn(page);
    expect(await (await read).json()).toMatchObject({ appVersion: '99.0.0' });
    await page.waitForTimeout(300);
    await expect(page.getByTestId('app-update')).toHaveCount(0);
    for (const digit of '3690') await lock.getByRole('button', { name: digit, exact: true }).click();
    await expect(lock).toHaveCount(0);
    await expect(page.getByTestId('app-update')).toBeVisible();
  } finally {
    runOpsCli('app-version', '3.5.7');
  }
});
