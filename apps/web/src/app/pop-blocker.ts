/**
 * Whether the app keeps the page when the browser goes back (section 2: back while a modal is open closes the
 * modal, or keeps a back-proof one, and stays on the page). One blocker at a time: the shell's BackHandler sets
 * it; the app's history (app/history.ts) asks it on every back or forward step and undoes the step when it
 * answers true.
 */
export type PopBlocker = () => boolean;

let blocker: PopBlocker | null = null;

/** Installs `block`; answers how to remove it. */
export function setPopBlocker(block: PopBlocker): () => void {
  blocker = block;
  return () => {
    if (blocker === block) blocker = null;
  };
}

/** Asks the installed blocker, if any, whether this back or forward step is kept from the router. */
export function popBlocked(): boolean {
  return blocker?.() ?? false;
}
