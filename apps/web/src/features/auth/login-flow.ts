import { askLogin, login } from '@coffer/contract/endpoints/account';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { apiCall } from '../../lib/api/client';
import { saveSession } from '../../lib/session/session';

/**
 * The login of section 4 as a small in-memory store (per tab, never persisted): credentials, then
 * the 6-digit pin from the email (typed or arriving by the /ask-login-2fa link), then the TOTP code
 * when the account has 2FA. The screens only render this state and call the actions.
 *
 * Server behaviour worked around: /user/login spends the pin before it checks the TOTP code, so a
 * missing or wrong TOTP code leaves the pin used up. In that case a new pin is asked for at once
 * (ask-login with the credentials in memory) and the user is told so.
 */
export type LoginStep = 'credentials' | 'pin' | 'totp';
export type LoginNotice = 'pinSent' | 'pinResent' | 'pinReissued' | 'linkPin' | null;

export interface LoginFlowState {
  readonly step: LoginStep;
  readonly email: string;
  readonly password: string;
  readonly twoFactorRequired: boolean;
  /** The pin held for the TOTP step. */
  readonly pin: string;
  /** A pin that arrived by the email link while no credentials were in memory. */
  readonly linkPin: string | null;
  readonly pending: boolean;
  readonly error: unknown;
  readonly notice: LoginNotice;
}

const INITIAL: LoginFlowState = {
  step: 'credentials',
  email: '',
  password: '',
  twoFactorRequired: false,
  pin: '',
  linkPin: null,
  pending: false,
  error: null,
  notice: null,
};

let state: LoginFlowState = INITIAL;
const listeners = new Set<() => void>();

function update(patch: Partial<LoginFlowState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getLoginFlow(): LoginFlowState {
  return state;
}

export function subscribeLoginFlow(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginFlow(): LoginFlowState {
  return useSyncExternalStore(subscribeLoginFlow, getLoginFlow);
}

/** Forgets everything, credentials included (after a login, or "use another account"). */
export function resetLoginFlow(): void {
  update(INITIAL);
}

export function hasCredentials(): boolean {
  return state.email !== '' && state.password !== '';
}

function codeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

async function run(action: () => Promise<boolean>): Promise<boolean> {
  update({ pending: true, error: null });
  try {
    return await action();
  } catch (error) {
    update({ error });
    return false;
  } finally {
    update({ pending: false });
  }
}

async function sendPin(email: string, password: string, notice: LoginNotice): Promise<void> {
  const answer = await apiCall(askLogin, { body: { email, password } });
  update({ email, password, twoFactorRequired: answer.twoFactorRequired, step: 'pin', pin: '', notice });
}

async function finish(pin: string, twoFactorCode?: string): Promise<boolean> {
  const { email, password } = state;
  try {
    const result = await apiCall(login, {
      body: twoFactorCode ? { email, password, pin, twoFactorCode } : { email, password, pin },
    });
    if (!saveSession(result)) {
      throw new ApiError(400, { code: 'disabled_account', description: 'The Account is disabled' });
    }
    resetLoginFlow();
    return true;
  } catch (error) {
    const code = codeOf(error);
    if (code === 'two_factor_code_required') {
      // The server asks for the code before it spends the pin: keep the pin, go to the TOTP step.
      update({ twoFactorRequired: true, pin, step: 'totp', notice: null });
      return false;
    }
    if (code === 'two_factor_code_invalid') {
      // A wrong code spends the pin: ask for a new one; the TOTP step comes after it again.
      await sendPin(email, password, 'pinReissued');
      update({ twoFactorRequired: true });
      throw error;
    }
    throw error;
  }
}

/** Step 1. With a pin from the link already here, it is used straight away (no new email). */
export function submitCredentials(email: string, password: string): Promise<boolean> {
  return run(async () => {
    const linkPin = state.linkPin;
    if (linkPin) {
      update({ email, password, linkPin: null, pin: linkPin });
      return finish(linkPin);
    }
    await sendPin(email, password, 'pinSent');
    return false;
  });
}

/** Step 2: the emailed pin; the TOTP step follows when the account has 2FA. */
export function submitPin(pin: string): Promise<boolean> {
  if (state.twoFactorRequired) {
    update({ pin, step: 'totp', error: null, notice: null });
    return Promise.resolve(false);
  }
  return run(() => finish(pin));
}

/** Step 3: the code of the authenticator app. */
export function submitTotp(code: string): Promise<boolean> {
  return run(() => finish(state.pin, code));
}

export function resendPin(): Promise<boolean> {
  return run(async () => {
    await sendPin(state.email, state.password, 'pinResent');
    return false;
  });
}

export function backToPin(): void {
  update({ step: 'pin', error: null, notice: null });
}

/**
 * The pin arrived by the /ask-login-2fa link. With credentials in memory the login goes on (and
 * completes unless a TOTP code is still needed); otherwise the pin waits for the password.
 */
export function receiveLinkPin(pin: string): Promise<boolean> {
  if (!hasCredentials()) {
    update({ ...INITIAL, linkPin: pin, notice: 'linkPin' });
    return Promise.resolve(false);
  }
  return submitPin(pin);
}
