import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLoginFlow,
  receiveLinkPin,
  resetLoginFlow,
  submitCredentials,
  submitPin,
  submitTotp,
} from '../src/features/auth/login-flow';
import { tokenStore } from '../src/lib/api';
import { apiError, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig } from './wallet-fixtures';

const session = { token: 'tok-123', user: testUser };

describe('login flow', () => {
  beforeEach(() => resetLoginFlow());

  it('asks for the pin, then stores the session and forgets the credentials', async () => {
    const server = fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: false } },
      'POST /user/login': { body: session },
    });
    expect(await submitCredentials('ada@example.com', 'Secret123')).toBe(false);
    expect(getLoginFlow()).toMatchObject({ step: 'pin', notice: 'pinSent', email: 'ada@example.com' });
    expect(server.called('POST /user/ask-login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'Secret123' });

    expect(await submitPin('123456')).toBe(true);
    expect(server.called('POST /user/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
      pin: '123456',
    });
    expect(tokenStore.get()).toBe('tok-123');
    expect(getLoginFlow()).toMatchObject({ step: 'credentials', email: '', password: '' });
  });

  it('asks for the TOTP code after the pin when the account has 2FA', async () => {
    const server = fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: true } },
      'POST /user/login': { body: session },
    });
    await submitCredentials('ada@example.com', 'Secret123');
    expect(await submitPin('123456')).toBe(false);
    expect(getLoginFlow().step).toBe('totp');
    expect(server.called('POST /user/login')).toHaveLength(0);
    expect(await submitTotp('654321')).toBe(true);
    expect(server.called('POST /user/login')[0]?.body).toMatchObject({ pin: '123456', twoFactorCode: '654321' });
  });

  it('stores no session for an inactive user', async () => {
    fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: false } },
      'POST /user/login': { body: { token: 'tok-x', user: { ...testUser, active: false } } },
    });
    await submitCredentials('ada@example.com', 'Secret123');
    expect(await submitPin('123456')).toBe(false);
    expect(tokenStore.get()).toBeNull();
    expect(getLoginFlow().error).toMatchObject({ code: 'disabled_account' });
  });

  it('keeps the pin and goes to the TOTP step when login answers two_factor_code_required', async () => {
    const server = fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: false } },
      'POST /user/login': [apiError(401, 'two_factor_code_required'), { body: session }],
    });
    await submitCredentials('ada@example.com', 'Secret123');
    expect(await submitPin('123456')).toBe(false);
    expect(server.called('POST /user/ask-login')).toHaveLength(1);
    expect(getLoginFlow()).toMatchObject({ step: 'totp', twoFactorRequired: true, pin: '123456' });
    expect(await submitTotp('654321')).toBe(true);
    expect(server.called('POST /user/login')[1]?.body).toMatchObject({ pin: '123456', twoFactorCode: '654321' });
  });

  it('asks for a new pin after a wrong TOTP code, which spends the pin', async () => {
    const server = fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: true } },
      'POST /user/login': apiError(401, 'two_factor_code_invalid'),
    });
    await submitCredentials('ada@example.com', 'Secret123');
    await submitPin('123456');
    expect(await submitTotp('000000')).toBe(false);
    expect(server.called('POST /user/ask-login')).toHaveLength(2);
    expect(getLoginFlow()).toMatchObject({ step: 'pin', twoFactorRequired: true, notice: 'pinReissued' });
    expect(getLoginFlow().error).toMatchObject({ code: 'two_factor_code_invalid' });
  });

  it('keeps a pin from the email link for after the password when no credentials are in memory', async () => {
    const server = fakeServer({ 'POST /user/login': { body: session } });
    expect(await receiveLinkPin('111222')).toBe(false);
    expect(getLoginFlow()).toMatchObject({ step: 'credentials', linkPin: '111222', notice: 'linkPin' });
    expect(await submitCredentials('ada@example.com', 'Secret123')).toBe(true);
    expect(server.called('POST /user/ask-login')).toHaveLength(0);
    expect(server.called('POST /user/login')[0]?.body).toMatchObject({ pin: '111222' });
  });

  it('completes the login from the email link when the credentials are still in memory', async () => {
    fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: false } },
      'POST /user/login': { body: session },
    });
    await submitCredentials('ada@example.com', 'Secret123');
    expect(await receiveLinkPin('333444')).toBe(true);
    expect(tokenStore.get()).toBe('tok-123');
  });

  it('shows a wrong pin with the translated catalogue message', async () => {
    fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: false } },
      'POST /user/login': apiError(400, 'invalid_token', 'Wrong or used login code'),
    });
    localStorage.setItem('ee', '1');
    renderApp('/login', { state: 'asIs' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Code from the email'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code or link is not valid.');
  });

  it('goes from the login form through the pin step to the dashboard greeting', async () => {
    fakeServer({
      'POST /user/ask-login': { body: { twoFactorRequired: false } },
      'POST /user/login': { body: session },
      'GET /user/me': { body: testUser },
    });
    localStorage.setItem('ee', '1');
    const { router } = renderApp('/login', { state: 'asIs' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/We sent a 6-digit code to ada@example\.com\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Hello, Ada!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });

  it('shows form errors only once a control is touched', async () => {
    localStorage.setItem('ee', '1');
    renderApp('/login', { state: 'asIs' });
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    fireEvent.blur(email);
    await waitFor(() => expect(screen.getByText('Enter a valid email address.')).toBeTruthy());
    expect(screen.queryByText('This field is required.')).toBeNull();
  });
});

describe('login screen', () => {
  beforeEach(() => resetLoginFlow());

  it('shows the sandbox hint last in its card, so its late arrival moves nothing above it', async () => {
    fakeServer({ 'GET /wallet-app.json': { body: appConfig(false) } });
    renderApp('/login');
    const hint = await screen.findByTestId('sandbox-outbox-link');
    const signup = screen.getByRole('link', { name: 'Create an account' }).closest('p');
    expect(signup).not.toBeNull();
    expect(hint.previousElementSibling).toBe(signup);
    expect(hint.nextElementSibling).toBeNull();
  });
});
