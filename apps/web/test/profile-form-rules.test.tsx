import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';

// Section 5 on the profile screen: invalidPhoneNumber, newPasswordDifferentFromOld and
// doesMatchPassword, each shown under its field once touched, and nothing sent to the server.

const verified = { ...testUser, mobile: '+447700900123', verifyMobile: true };

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

async function openProfile() {
  const api = fakeServer({ 'GET /user/me': { body: verified } });
  renderApp('/auth/profile');
  await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' });
  return api;
}

describe('profile form rules (section 5)', () => {
  it('refuses the mobile number already verified on the account', async () => {
    const api = await openProfile();
    const section = screen.getByTestId('mobile-section');
    const mobile = within(section).getByLabelText('Mobile number');
    type(mobile, '+447700900123');
    expect(await within(section).findByText('This number is already verified on your account.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    await screen.findByText('This number is already verified on your account.');
    expect(api.called('PUT /user/ask-validate-mobile')).toHaveLength(0);

    type(mobile, '+447700900999');
    await waitFor(() =>
      expect(within(section).queryByText('This number is already verified on your account.')).toBeNull(),
    );
  });

  it('refuses a new password equal to the current one, and a confirmation that differs', async () => {
    const api = await openProfile();
    const section = screen.getByRole('heading', { name: 'Password' }).closest('section') as HTMLElement;
    type(within(section).getByLabelText('Current password'), 'Str0ngPass');
    type(within(section).getByLabelText('New password'), 'Str0ngPass');
    type(within(section).getByLabelText('Confirm password'), 'Str0ngPass1');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The new password must be different from the current one.')).toBeTruthy();
    expect(within(section).getByText('The passwords do not match.')).toBeTruthy();
    expect(api.called('POST /user/change-password')).toHaveLength(0);
  });
});
