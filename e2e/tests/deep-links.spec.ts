import { expect, test } from '@playwright/test';
import { loginFast, setVisitorFlags } from './support';

/** Section 2 deep links, opened as web URLs, and where each lands. */
const SIGNED_IN: readonly [string, RegExp][] = [
  ['/kyc', /\/auth\/kyc$/],
  ['/card', /\/auth\/card$/],
  ['/earn', /\/auth\/earn$/],
  ['/interests', /\/auth\/earn$/],
  ['/exchange', /\/auth\/exchange$/],
  ['/transactions/BTC/tx-404', /\/auth\/wallet\/transactions\?coinCode=BTC&txId=tx-404$/],
  ['/wallet/btc/tx-404/proof-of-funds/pf-1', /\/auth\/wallet\/transactions\?coinCode=BTC&txId=tx-404&proofId=pf-1$/],
  ['/app-update', /\/auth\/dashboard$/],
  ['/signup/FRIEND1', /\/auth\/dashboard$/],
  ['/signup?referralCode=FRIEND1', /\/auth\/dashboard$/],
  ['/ask-login-2fa?referralCode=123456', /\/auth\/dashboard$/],
];

const SIGNED_OUT: readonly [string, RegExp][] = [
  ['/kyc', /\/login$/],
  ['/card', /\/login$/],
  ['/earn', /\/login$/],
  ['/interests', /\/login$/],
  ['/exchange', /\/login$/],
  ['/transactions/BTC/tx-404', /\/login$/],
  ['/wallet/btc/tx-404/proof-of-funds/pf-1', /\/login$/],
  ['/app-update', /\/login$/],
  ['/signup/FRIEND1', /\/signup\?referralCode=FRIEND1$/],
  ['/signup?referralCode=FRIEND1', /\/signup\?referralCode=FRIEND1$/],
  ['/ask-login-2fa?referralCode=123456', /\/login$/],
];

test('every deep link lands on its screen when signed in', async ({ page, request }) => {
  await loginFast(page, request);
  for (const [link, target] of SIGNED_IN) {
    await page.goto(link);
    await expect(page, link).toHaveURL(target);
  }
  // The exchange screen opened by its link shows its data, loaded first.
  await page.goto('/exchange');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exchange');
});

test('every deep link falls back as the spec says when signed out', async ({ page }) => {
  await setVisitorFlags(page, { ee: true, langSelected: true });
  for (const [link, target] of SIGNED_OUT) {
    await page.goto(link);
    await expect(page, link).toHaveURL(target);
  }
  // The referral code of a sign-up link is filled in.
  await page.goto('/signup/FRIEND1');
  await expect(page.getByLabel(/Referral code/)).toHaveValue('FRIEND1');
});
