import { expect, type Page, test } from '@playwright/test';
import config from '../playwright.config';
import { newUserByApi, openSignedIn, runOpsCli } from './support';

// Chromium's fake camera (a moving test pattern), allowed without a prompt, beside the suite's own flags.
const suite = config.use?.launchOptions ?? {};
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...suite,
    args: [...(suite.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

// Three camera captures, uploads and a review: more than the suite's 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** One capture step with the camera: start it, take the photo, look at the preview, send it. */
async function captureWithCamera(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Use the camera' }).click();
  const video = page.getByTestId('kyc-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take photo' }).click();
  const preview = page.getByTestId('kyc-preview');
  await expect(preview).toBeVisible();
  // Resized in the browser: at most 1024 pixels wide.
  const width = await preview.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThanOrEqual(1024);
  await page.getByRole('button', { name: 'Send this photo' }).click();
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
}

test('verifies an identity with the camera: ID card front and back, selfie, questionnaire, then the reviewer approves', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'kyc');
  await openSignedIn(page, token, '/auth/dashboard');
  const banner = page.getByTestId('kyc-banner');
  await expect(banner).toContainText('Verify your identity');
  await banner.getByRole('link', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/auth\/kyc$/);

  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('kyc-country').selectOption('IT');
  await expect(page.getByTestId('kyc-country-flag')).toHaveClass(/fi-it/);
  await page.getByRole('radio', { name: 'Identity card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await captureWithCamera(page, 'Identity card: front');
  await captureWithCamera(page, 'Identity card: back');
  await captureWithCamera(page, 'Take a selfie');

  await expect(page.getByRole('heading', { name: 'Proof of address' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();

  const form = page.getByTestId('kyc-questionnaire');
  await form.getByTestId('kyc-employment').selectOption('STUDENT');
  await form.getByLabel('Savings').first().check();
  await form.getByTestId('kyc-volume').selectOption('UNDER_10K');
  await form.getByTestId('kyc-purpose').getByLabel('Everyday payments').check();
  await form.getByRole('button', { name: 'Send answers' }).click();

  await expect(page.getByTestId('kyc-status-pending')).toContainText('We are checking your documents');
  await expect(page.getByTestId('kyc-document')).toHaveCount(3);
  expect(runOpsCli('kyc', 'show', email)).toContain('UNDER_REVIEW');

  expect(runOpsCli('kyc', 'approve', email)).toContain('APPROVED');
  await page.reload();
  await expect(page.getByTestId('kyc-status-confirm')).toContainText('Your identity is confirmed');
  await expect(page.locator('[data-testid="kyc-document"][data-status="CONFIRMED"]')).toHaveCount(3);

  await page.goto('/auth/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByTestId('kyc-banner')).toHaveCount(0);
});

test('the /kyc deep link opens the verification, and a rejected side is asked for again with its reason', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'kyc-reject');
  await openSignedIn(page, token, '/kyc');
  await expect(page).toHaveURL(/\/auth\/kyc$/);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: 'Passport' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await captureWithCamera(page, 'Passport');
  const id = /([0-9a-f-]{36})\s+PASSPORT/.exec(runOpsCli('kyc', 'show', email))?.[1];
  expect(id).toBeTruthy();
  runOpsCli('kyc', 'reject', email, id as string, 'glare');
  await page.reload();
  await expect(page.getByTestId('kyc-status-error')).toContainText('Please send a document again');
  await expect(page.getByTestId('kyc-document')).toContainText('Light reflections hide some details.');
  await page.getByRole('button', { name: 'Send it again' }).click();
  await expect(page.getByTestId('kyc-choose')).toBeVisible();
});
