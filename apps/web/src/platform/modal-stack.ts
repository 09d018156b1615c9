import { useEffect, useId, useRef, useSyncExternalStore } from 'react';

/**
 * The open modals, newest last (section 2: lockscreen, app-update, terms-update, session expiry and
 * every dialog). The lock trigger and the update check ask whether one is open; back handling asks
 * which is on top and closes it unless its id is back-proof.
 */
export interface OpenModal {
  readonly id: string;
  /** How back (or logout) closes it; absent for modals only their own flow can close. */
  readonly close?: () => void;
}

let stack: readonly OpenModal[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Marks a modal open (re-opening moves it to the top); answers how to mark it closed. */
export function pushModal(modal: OpenModal): () => void {
  stack = [...stack.filter((entry) => entry.id !== modal.id), modal];
  emit();
  return () => {
    if (!stack.some((entry) => entry.id === modal.id)) return;
    stack = stack.filter((entry) => entry.id !== modal.id);
    emit();
  };
}

/** Section 4 logout: closes every open modal that can be closed (forced ones end with the session). */
export function closeAllModals(): void {
  for (const modal of [...stack].reverse()) modal.close?.();
}

export function topModal(): OpenModal | null {
  return stack.at(-1) ?? null;
}

export function isModalOpen(except?: string): boolean {
  return stack.some((entry) => entry.id !== except);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id of the top-most open modal, re-rendering on change. */
export function useTopModalId(): string | null {
  return useSyncExternalStore(subscribe, () => topModal()?.id ?? null);
}

/** Whether any modal is open, re-rendering when that changes (the update check waits on it). */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isModalOpen());
}

/**
 * Registers a modal while `open`: `close` is how back (or logout) dismisses it; without one only its
 * own flow can. `id` names the section 2 modals; others get a generated one.
 */
export function useRegisteredModal(open: boolean, close?: () => void, id?: string): void {
  const generated = useId();
  const key = id ?? `dialog${generated}`;
  const closeRef = useRef(close);
  closeRef.current = close;
  const closable = close !== undefined;
  useEffect(() => {
    if (!open) return;
    return pushModal(closable ? { id: key, close: () => closeRef.current?.() } : { id: key });
  }, [open, key, closable]);
}
