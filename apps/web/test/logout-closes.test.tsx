import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../src/lib/session/session';
import { clearToasts, showToast, Toaster } from '../src/lib/ui/toast';
import { pushModal } from '../src/platform/modal-stack';

// Section 4: logout closes the modals and alerts that are open, whatever screen opened them.

const closers: Array<() => void> = [];

afterEach(() => {
  for (const pop of closers.splice(0)) pop();
  act(() => clearToasts());
});

describe('logout closes modals and alerts (section 4)', () => {
  it('closes every closable modal, newest first, and removes every toast', async () => {
    render(<Toaster />);
    const order: string[] = [];
    const older = vi.fn(() => order.push('older'));
    const newer = vi.fn(() => order.push('newer'));
    closers.push(pushModal({ id: 'dialog-older', close: older }));
    closers.push(pushModal({ id: 'dialog-newer', close: newer }));
    act(() => {
      showToast('Saved.');
      showToast('Too many requests.', { position: 'top', tone: 'error' });
    });
    expect(screen.getByTestId('toasts-bottom').textContent).toContain('Saved.');
    expect(screen.getByTestId('toasts-top').textContent).toContain('Too many requests.');

    await act(() => logout({ callApi: false, clearData: false }));

    expect(order).toEqual(['newer', 'older']);
    expect(screen.getByTestId('toasts-bottom').textContent).toBe('');
    expect(screen.getByTestId('toasts-top').textContent).toBe('');
  });
});
