import { TOAST_MS } from '@coffer/domain';
import { useSyncExternalStore } from 'react';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastPosition = 'top' | 'bottom';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  readonly position: ToastPosition;
}

export interface ToastOptions {
  tone?: ToastTone;
  position?: ToastPosition;
  /** How long it stays; 3 s by default (section 9). */
  durationMs?: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

/** Shows a short message; the same text already showing is not stacked twice. */
export function showToast(message: string, options: ToastOptions = {}): number {
  const position = options.position ?? 'bottom';
  const existing = toasts.find((toast) => toast.message === message && toast.position === position);
  if (existing) dismissToast(existing.id);
  const toast: Toast = { id: nextId++, message, tone: options.tone ?? 'info', position };
  emit([...toasts, toast]);
  setTimeout(() => dismissToast(toast.id), options.durationMs ?? TOAST_MS);
  return toast.id;
}

export function clearToasts(): void {
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const toneClass: Record<ToastTone, string> = {
  info: 'border-border bg-fg text-bg',
  success: 'border-success-border bg-success-bg text-success-fg',
  error: 'border-danger-border bg-danger-bg text-danger-fg',
};

function ToastStack({ items, position }: { items: readonly Toast[]; position: ToastPosition }) {
  const place = position === 'top' ? 'top-3' : 'bottom-4';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={`toasts-${position}`}
      className={`pointer-events-none fixed inset-x-0 ${place} z-[60] flex flex-col items-center gap-2 px-3`}
    >
      {items.map((toast) => (
        <div
          key={toast.id}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-md rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${toneClass[toast.tone]}`}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}

/** The two live regions (top for banned and offline, bottom for the rest); always mounted. */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts);
  return (
    <>
      <ToastStack items={items.filter((t) => t.position === 'top')} position="top" />
      <ToastStack items={items.filter((t) => t.position === 'bottom')} position="bottom" />
    </>
  );
}
