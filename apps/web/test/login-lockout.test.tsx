import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, formatWait } from '../src/features/auth/lockout';
import { resetLoginFlow } from '../src/features/auth/login-flow';
import { fakeServer } from './fake-server';
import { renderApp } from './render-app';

const locked = (seconds: number) => ({
  status: 429,
  body: { code: 'rate_limited', description: 'Too many', meta: { retryAfterSeconds: seconds, attemptsLeft: 0 } },
});

async function submit(email = 'ada@example.com') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('formatWait and formatClock', () => {
  it.each([
    [900, 'en', '15 minutes'],
    [61, 'en', '2 minutes'],
    [60, 'it', '1 minuto'],
    [59, 'fr', '59\u00a0secondes'],
    [1, 'es', '1 segundo'],
    [120, 'pt', '2 minutos'],
  ])('%i s in %s is %s', (seconds, language, expected) => {
    expect(formatWait(seconds, language)).toBe(expected);
  });

  it.each([
    [900, '15:00'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
  ])('%i s is %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('login lockout on screen', () => {
  beforeEach(() => {
    resetLoginFlow();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('says "Try again in N minutes" and counts down live to "You can try again now"', async () => {
    fakeServer({ 'POST /user/ask-login': locked(125) });
    renderApp('/login');
    await submit();
    const countdown = await screen.findByTestId('lockout-countdown');
    expect(screen.getByRole('alert').textContent).toContain('Too many failed attempts');
    expect(countdown.textContent).toContain('Try again in 3 minutes. (2:05)');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByTestId('lockout-countdown').textContent).toContain('Try again in 2 minutes. (1:59)');
    await act(() => vi.advanceTimersByTimeAsync(70_000));
    expect(screen.getByTestId('lockout-countdown').textContent).toContain('Try again in 49 seconds. (0:49)');
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(screen.queryByTestId('lockout-countdown')).toBeNull();
    expect(screen.getByTestId('lockout-over').textContent).toContain('You can try again now.');
  });

  it('warns with the attempts left on a wrong password, then starts the wait on the last one', async () => {
    fakeServer({
      'POST /user/ask-login': [
        { status: 401, body: { code: 'bad_credentials', description: 'Wrong', meta: { attemptsLeft: 2 } } },
        {
          status: 401,
          body: { code: 'bad_credentials', description: 'Wrong', meta: { attemptsLeft: 0, retryAfterSeconds: 900 } },
        },
      ],
    });
    renderApp('/login');
    await submit();
    expect((await screen.findByTestId('attempts-left')).textContent).toContain(
      'Attempts left before sign-in pauses for 15 minutes: 2.',
    );
    expect(screen.queryByTestId('lockout-countdown')).toBeNull();
    await submit();
    expect((await screen.findByTestId('lockout-countdown')).textContent).toContain('Try again in 15 minutes. (15:00)');
    expect(screen.queryByTestId('attempts-left')).toBeNull();
  });
});
