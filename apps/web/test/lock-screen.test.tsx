import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasPin, readPinAttempts, savePin, verifyPin } from '../src/platform/pin-store';
import { installPlatform } from '../src/platform/platform';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig, walletOf } from './wallet-fixtures';

function server() {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': { body: [walletOf('EUR', '10.00', '1')] },
    'GET /user/logout': { body: { success: true } },
  });
}

const type = (digits: string) => {
  for (const key of digits) fireEvent.keyDown(window, { key });
};
const lockScreen = () => screen.findByTestId('lock-screen');

afterEach(() => {
  vi.useRealTimers();
});

describe('the lock PIN on the device', () => {
  it('is stored as a salted slow hash, never in clear, and verified against it', async () => {
    await savePin('4821');
    const stored = Object.values({ ...localStorage }).join(' ');
    expect(stored).not.toContain('4821');
    const record = JSON.parse(localStorage.getItem('PIN') ?? '{}');
    expect(record).toMatchObject({ v: 1, iterations: 600_000 });
    expect(record.salt).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await verifyPin('4821')).toBe(true);
    expect(await verifyPin('4822')).toBe(false);
    expect(await verifyPin('482')).toBe(false);
    // Same PIN, new salt: a different hash.
    await savePin('4821');
    expect(JSON.parse(localStorage.getItem('PIN') ?? '{}').hash).not.toBe(record.hash);
  });
});

describe('lock screen (sections 2 and 4)', () => {
  it('shows over the screen while locked; a wrong PIN shakes with the hint, the right one unlocks', async () => {
    await savePin('1234');
    localStorage.setItem('pinLock', '1');
    server();
    renderApp('/auth/dashboard');
    const lock = await lockScreen();
    expect(within(lock).getByTestId('lock-title').textContent).toBe('Enter your PIN');
    // Backspace only once a digit is entered.
    expect(within(lock).queryByRole('button', { name: 'Delete the last digit' })).toBeNull();
    fireEvent.click(within(lock).getByRole('button', { name: '9' }));
    expect(within(lock).getByTestId('pin-dots').dataset.filled).toBe('1');
    fireEvent.click(within(lock).getByRole('button', { name: 'Delete the last digit' }));
    expect(within(lock).getByTestId('pin-dots').dataset.filled).toBe('0');

    type('9999');
    await waitFor(() => expect(within(lock).getByTestId('lock-title').textContent).toBe('Wrong PIN'));
    expect(within(lock).getByTestId('lock-hint').textContent).toBe('Attempts left before a pause: 2');
    expect(within(lock).getByTestId('pin-dots').dataset.shaking).toBe('true');
    expect(readPinAttempts().wrongCount).toBe(1);
    type('8888');
    await waitFor(() =>
      expect(within(lock).getByTestId('lock-hint').textContent).toBe('Attempts left before a pause: 1'),
    );

    type('1234');
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull());
    expect(localStorage.getItem('pinLock')).toBeNull();
    expect(readPinAttempts()).toEqual({ wrongCount: 0, wrongTime: null });
  });

  it('waits 30 s after the third wrong PIN, keeps waiting across a reload, then gives the keypad back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    await savePin('1234');
    localStorage.setItem('pinLock', '1');
    server();
    const first = renderApp('/auth/dashboard');
    const lock = await lockScreen();
    for (const wrong of ['1111', '2222', '3333']) {
      type(wrong);
      await waitFor(() => expect(readPinAttempts().wrongCount).toBe(Number(wrong[0])));
    }
    const countdown = await within(lock).findByTestId('lock-countdown');
    expect(within(lock).queryByTestId('pin-keypad')).toBeNull();
    expect(Number(within(countdown).getByRole('timer').textContent)).toBeGreaterThanOrEqual(29);
    expect(within(lock).getByTestId('lock-title').textContent).toBe('Too many wrong PINs');

    // A reload resumes the lockout instead of skipping it.
    await act(async () => vi.advanceTimersByTime(10_000));
    first.unmount();
    renderApp('/auth/dashboard');
    const again = await lockScreen();
    const left = Number(within(again).getByRole('timer').textContent);
    expect(left).toBeGreaterThan(15);
    expect(left).toBeLessThanOrEqual(21);
    // Typing during the lockout does nothing.
    type('1234');
    expect(screen.getByTestId('lock-screen')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(21_000));
    await within(again).findByTestId('pin-keypad');
    expect(readPinAttempts()).toEqual({ wrongCount: 3, wrongTime: null });
    type('1234');
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull());
  });

  it('opens nothing without a PIN, and drops a stale lock flag', async () => {
    localStorage.setItem('pinLock', '1');
    server();
    renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    expect(screen.queryByTestId('lock-screen')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('pinLock')).toBeNull());
  });

  it('logs out from the lock screen, which forgets the PIN', async () => {
    await savePin('1234');
    localStorage.setItem('pinLock', '1');
    server();
    const { router } = renderApp('/auth/dashboard');
    fireEvent.click(within(await lockScreen()).getByRole('button', { name: 'Forgot your PIN? Log out' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/dashboard'));
    expect(hasPin()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('lock screen biometric key (section 2)', () => {
  /** A browser with a platform authenticator and a credential registered on this device. */
  function withBiometrics() {
    vi.stubGlobal('PublicKeyCredential', { isUserVerifyingPlatformAuthenticatorAvailable: async () => true });
    Object.defineProperty(navigator, 'credentials', { value: {}, configurable: true });
    localStorage.setItem('biometric', 'cred-1');
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it.each([
    ['the web, which cannot tell', null, 'fingerprint', 'Unlock with fingerprint'],
    ['a platform reporting Face ID', 'faceId', 'face', 'Unlock with face'],
    ['a platform reporting a fingerprint sensor', 'fingerprint', 'fingerprint', 'Unlock with fingerprint'],
  ] as const)('on %s (reported: %s) shows the %s icon', async (_name, reported, kind, label) => {
    const restore = installPlatform({ biometryType: async () => reported });
    try {
      withBiometrics();
      await savePin('1234');
      localStorage.setItem('pinLock', '1');
      server();
      renderApp('/auth/dashboard');
      const key = await within(await lockScreen()).findByTestId('lock-biometric');
      expect(key.dataset.kind).toBe(kind);
      expect(key.getAttribute('aria-label')).toBe(label);
    } finally {
      restore();
    }
  });
});

describe('PIN settings', () => {
  const pinField = (id: string) => screen.getByTestId(`pin-${id}`);
  const fill = (id: string, value: string) => fireEvent.change(pinField(id), { target: { value } });

  it('sets a PIN asked twice, changes it with the current one, and removes it', async () => {
    server();
    renderApp('/auth/setting');
    expect((await screen.findByTestId('pin-status')).textContent).toBe('No PIN is set on this device.');
    fireEvent.click(screen.getByRole('button', { name: 'Set a PIN' }));
    fill('next', '12a34');
    expect((pinField('next') as HTMLInputElement).value).toBe('1234');
    fill('confirm', '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('The two PINs differ. Type the same PIN twice.')).toBeTruthy();
    fill('confirm', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    await screen.findByText('PIN saved. Coffer now locks when you leave it.');
    expect(screen.getByTestId('pin-status').textContent).toBe('A PIN is set on this device.');
    expect(await verifyPin('1234')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    fill('current', '9999');
    fill('next', '5678');
    fill('confirm', '5678');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('That is not your current PIN.')).toBeTruthy();
    fill('current', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    await screen.findByText('PIN saved. Coffer now locks when you leave it.');
    expect(await verifyPin('5678')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove PIN' }));
    fill('current', '5678');
    fireEvent.click(screen.getByRole('button', { name: 'Remove PIN' }));
    await screen.findByText('PIN removed. Coffer no longer locks.');
    expect(hasPin()).toBe(false);
  });

  it('"Lock now" locks the app at once', async () => {
    await savePin('1234');
    server();
    renderApp('/auth/setting');
    fireEvent.click(await screen.findByRole('button', { name: 'Lock now' }));
    expect(await lockScreen()).toBeTruthy();
  });
});
