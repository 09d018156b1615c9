import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { tierOf } from './wallet-fixtures';

const tiers = [
  tierOf('TIER_0', '0.00', { active: true }),
  tierOf('TIER_1', '150.00'),
  tierOf('TIER_2', '700.00', { balanceAMN: '4666.666666666666666666' }),
  tierOf('TIER_3', '2000.00'),
];

const card = (label: string) => screen.getAllByTestId('tier-card').find((c) => c.dataset.tier === label) as HTMLElement;

describe('tiers screen', () => {
  it('is linked from the profile and shows every tier with the active one marked', async () => {
    fakeServer({ 'GET /user/me': { body: testUser }, 'GET /user/tiers': { body: tiers } });
    renderApp('/auth/profile');
    fireEvent.click(await screen.findByRole('link', { name: 'Tiers' }));
    await screen.findAllByTestId('tier-card');
    expect(screen.getAllByTestId('tier-card').map((c) => c.dataset.tier)).toEqual([
      'TIER_0',
      'TIER_1',
      'TIER_2',
      'TIER_3',
    ]);
    const active = card('TIER_0');
    expect(active.getAttribute('aria-current')).toBe('true');
    expect(within(active).getByText('Current tier')).toBeTruthy();
    expect(within(active).queryByRole('button')).toBeNull();

    const top = card('TIER_3');
    expect(within(top).getByText('€2,000.00')).toBeTruthy();
    expect(within(top).getByText('£2,000.00')).toBeTruthy();
    expect(within(top).getByTestId('tier-amn').textContent).toContain('1,000.00000000 AMN');
    expect(within(top).getByTestId('tier-cashbackCard').textContent).toContain('0.00%');
    expect(within(top).getByTestId('tier-withdrawLimit').textContent).toContain('€200.00');
    expect(within(top).getByText('Amon Lab').parentElement?.textContent).toContain('included');
    expect(within(card('TIER_1')).getByText('Amon Lab').parentElement?.textContent).toContain('not included');
  });

  it('asks before buying a tier, sends an Idempotency-Key and shows the server refusals', async () => {
    const bought = tiers.map((tier) => ({ ...tier, active: tier.label === 'TIER_2' }));
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /user/tiers': { body: tiers },
      'PUT /user/updateTier': [
        apiError(400, 'balance_not_enough'),
        apiError(429, 'tier_rate_limiting'),
        { body: bought },
      ],
    });
    renderApp('/auth/setting/tiers');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Tier 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Tier 2?' });
    expect(
      within(dialog).getByText('4,666.66666666 AMN (about €700.00) will be taken from your AMN wallet.'),
    ).toBeTruthy();
    expect(server.called('PUT /user/updateTier')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Insufficient balance.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('You can change your tier only once in 24 hours.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('You are now on Tier 2.')).toBeTruthy();
    expect(card('TIER_2').getAttribute('aria-current')).toBe('true');
    const calls = server.called('PUT /user/updateTier');
    expect(calls[0]?.body).toEqual({ label: 'TIER_2' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
