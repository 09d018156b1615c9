const closers = new Set<() => void>();

/** Dialogs register how to close themselves, so logout can close every open one (section 4). */
export function onCloseAllModals(close: () => void): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

export function closeAllModals(): void {
  for (const close of [...closers]) close();
}
