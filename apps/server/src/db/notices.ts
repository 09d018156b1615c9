/**
 * The channels every connection LISTENs on (docs/decisions/0035-money-path.md): `coffer_auth` carries
 * the id of a user whose sessions or account changed (migration 0036's trigger).
 */
export const NOTICE_CHANNELS = ['coffer_auth'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

type Handler = (payload: string) => void;

/**
 * The notices a database handle receives. `epoch` is null while they may be missed (the listening
 * connection is down) and changes each time listening starts again, so whatever was kept in memory on
 * the strength of notices is trusted only within one unbroken epoch.
 */
export class Notices {
  private readonly handlers = new Map<string, Set<Handler>>();
  private current: number | null = null;
  private next = 1;

  on(channel: NoticeChannel, handler: Handler): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // A handler's failure must not stop the others.
      }
    }
  }

  get epoch(): number | null {
    return this.current;
  }

  /** Listening (again): a new epoch. */
  live(): void {
    this.current = this.next++;
  }

  /** Notices may be missed from now on. */
  lost(): void {
    this.current = null;
  }
}

export const listenStatement = NOTICE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');
