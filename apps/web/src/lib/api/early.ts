/**
 * Answers to API reads that index.html's inline script started before the app's code had loaded
 * (app/early-data.ts, docs/decisions/0036). Each is taken once, by the first GET of its path made
 * with the same session token, and only while the page is young: after that the client asks anew.
 */
interface EarlyFetches {
  /** The session token the signed-in reads were made with (null: none were). */
  readonly token: string | null;
  readonly responses: Record<string, Promise<Response> | undefined>;
  /** Reads that need no session (the app's public configuration). */
  readonly public: Record<string, Promise<Response> | undefined>;
}

/** How long after the page started an early answer may stand in for a request (ms). */
export const EARLY_FOR_MS = 15_000;

declare global {
  var __cofferEarly: EarlyFetches | undefined;
}

export function takeEarlyResponse(
  url: string,
  token: string | null,
  now = performance.now(),
): Promise<Response> | undefined {
  const early = globalThis.__cofferEarly;
  if (!early || token === null || early.token !== token) return undefined;
  const response = early.responses[url];
  delete early.responses[url];
  return now <= EARLY_FOR_MS ? response : undefined;
}

/** The same for a read that needs no session: taken once, while the page is young. */
export function takeEarlyPublicResponse(url: string, now = performance.now()): Promise<Response> | undefined {
  const early = globalThis.__cofferEarly;
  const response = early?.public[url];
  if (early) delete early.public[url];
  return now <= EARLY_FOR_MS ? response : undefined;
}
