import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ logout: vi.fn(() => Promise.resolve()), stops: [] as Array<() => void> }));
vi.mock('../src/lib/session/session', () => ({
  logout: session.logout,
  registerInactivityWorker: (stop: () => void) => {
    session.stops.push(stop);
    return () => undefined;
  },
}));

const { SessionWatcher } = await import('../src/app/shell/SessionTimeout');

const FOURTEEN_MINUTES = 14 * 60_000;

/** Idle time passes, a second at a time as the watcher ticks; then the lazy dialog chunk may load. */
async function idle(ms: number) {
  for (let left = ms; left > 0; left -= 1_000) await act(async () => vi.advanceTimersByTime(1_000));
}

/** Idle time passes, a second at a time, until the (faked) clock reads `at`. */
async function idleUntil(at: number) {
  while (Date.now() < at) await act(async () => vi.advanceTimersByTime(Math.min(1_000, at - Date.now())));
}

async function dialog() {
  return screen.findByTestId('session-expiry', {}, { timeout: 10_000 });
}

beforeEach(() => {
  session.logout.mockClear();
  session.stops.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session-expiry dialog (sections 2 and 4: 14 minutes idle, then 60 s to choose)', () => {
  it('shows after 14 idle minutes; keep open restarts the idle time', async () => {
    render(<SessionWatcher />);
    await idle(FOURTEEN_MINUTES - 5_000);
    expect(screen.queryByTestId('session-expiry')).toBeNull();
    await idle(6_000);
    expect((await dialog()).textContent).toContain('Are you still there?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep me logged in' }));
    expect(screen.queryByTestId('session-expiry')).toBeNull();
    await idle(FOURTEEN_MINUTES - 5_000);
    expect(screen.queryByTestId('session-expiry')).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();
  }, 60_000);

  it('logs out when nobody chooses within 60 s', async () => {
    render(<SessionWatcher />);
    await idle(FOURTEEN_MINUTES + 1_000);
    // The dialog opened within the last second; the faked clock also moves with real time (the lazy
    // dialog chunk loads in real time), so the 60 s are counted on it rather than by steps.
    const shown = Date.now();
    await dialog();
    await idleUntil(shown + 58_000);
    expect(session.logout).not.toHaveBeenCalled();
    await idleUntil(shown + 61_000);
    expect(session.logout).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('activity before the 14 minutes postpones the dialog; the logout event stops the watcher', async () => {
    render(<SessionWatcher />);
    await idle(10 * 60_000);
    fireEvent.pointerDown(window);
    await idle(10 * 60_000);
    expect(screen.queryByTestId('session-expiry')).toBeNull();
    act(() => session.stops[0]?.());
    await idle(10 * 60_000);
    expect(screen.queryByTestId('session-expiry')).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();
  }, 60_000);
});
