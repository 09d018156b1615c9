import { expect, test } from '@playwright/test';
import { createWalletsByApi, newUserByApi, openSignedIn, runOpsCli } from './support';

/**
 * Issue 21.7 and 21.8: in French, the exchange screen writes the rate with French marks and takes
 * "0,5" as half a coin; the dashboard shows coin icons and quick actions; pickers show icon, name
 * and balance. ETH to BTC: a crypto pair the sandbox funds through the ops CLI.
 */
test('in French, the exchange takes "0,5" typed with a decimal comma, from the dashboard quick action', async ({
  page,
  request,
}) => {
  const { email, token } = await newUserByApi(request, 'virgule');
  await createWalletsByApi(request, token, ['ETH', 'BTC']);
  expect(runOpsCli('deposit', email, 'ETH', '2')).toContain('deposit');
  runOpsCli('chain', 'mine', '20');

  // Switch to French in the profile's preferences.
  await openSignedIn(page, token, '/auth/profile');
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The dashboard: icons on the cards (AMN keeps its letter badge), the quick actions.
  await page.goto('/auth/dashboard');
  await expect(page.locator('[data-testid="wallet-card"][data-coin="ETH"] img[data-coin-icon="ETH"]')).toBeVisible();
  await expect(page.locator('[data-testid="wallet-card"][data-coin="AMN"] [data-coin-badge="AMN"]')).toHaveText('AMN');
  await expect(page.locator('[data-testid="wallet-card"][data-coin="ETH"]')).toContainText('2,00000000 ETH');
  const actions = page.getByRole('navigation', { name: 'Actions rapides' });
  await expect(actions.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Recevoir' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Rendements' })).toBeVisible();
  await actions.getByRole('link', { name: 'Échanger' }).click();
  await expect(page).toHaveURL(/\/auth\/exchange$/);

  // Pick ETH to sell in the picker: icon, name and balance on each choice.
  await page.getByTestId('exchange-from').click();
  const picker = page.getByRole('dialog', { name: 'De' });
  const ethChoice = picker.locator('[data-testid="wallet-option"][data-coin="ETH"]');
  await expect(ethChoice).toContainText('Ethereum');
  await expect(ethChoice).toContainText('2,00000000 ETH');
  await expect(ethChoice.locator('img[data-coin-icon="ETH"]')).toBeVisible();
  await ethChoice.click();
  await expect(page.getByTestId('exchange-from')).toHaveAttribute('data-coin', 'ETH');
  if ((await page.getByTestId('exchange-to').getAttribute('data-coin')) !== 'BTC') {
    await page.getByTestId('exchange-to').click();
    await page.getByRole('dialog', { name: 'Vers' }).locator('[data-testid="wallet-option"][data-coin="BTC"]').click();
  }

  // The rate in French marks, the range labelled.
  const rate = page.getByTestId('exchange-rate');
  await expect(rate).toContainText(/1 ETH achète 0,\d+ BTC/);
  await expect(page.getByTestId('exchange-limits')).toContainText(/Min\. .* – max\. .*ETH/);

  // "0,5" with a decimal comma: accepted, the other side computed in French marks.
  await page.getByTestId('exchange-amount-from').fill('0,5');
  await expect(page.getByTestId('exchange-amount-to')).toHaveValue(/^0,\d+$/);
  await expect(page.getByText('Saisissez un montant comme 1234,56.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByTestId('quote-from')).toContainText('0,50000000 ETH');
  await page.getByRole('button', { name: 'Confirmer l’échange' }).click();
  await expect(page.getByTestId('exchange-result')).toContainText('0,50000000 ETH');

  // What is left: 1.5 ETH.
  await page.goto('/auth/dashboard');
  await expect(page.locator('[data-testid="wallet-card"][data-coin="ETH"]')).toContainText('1,50000000 ETH');
});
