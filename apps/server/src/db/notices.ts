/**
 * The channels every connection LISTENs on (docs/decisions/0035-money-path.md): `coffer_auth` carries
 * the id of a user whose sessions or account changed (migration 0036's trigger), `coffer_coins` a coin
 * whose operator switches changed (migration 0037's), or `*` when the exchange's pairs did (0038's).
 */
export const NOTICE_CHANNELS = ['coffer_auth', 'coffer_coins'] as const;
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

/**
 * What a cache kept on the strength of notices checks: a read is kept only if no notice came (and
 * listening did not break) between the moment it started and the moment it is kept.
 */
export class NoticeMark {
  private changes = 0;

  constructor(private readonly notices: Notices) {}

  /** A notice arrived: reads in flight may hold what it changed. */
  bump(): void {
    this.changes += 1;
  }

  take(): { changes: number; epoch: number | null } {
    return { changes: this.changes, epoch: this.notices.epoch };
  }

  /** The epoch a read taken at `mark` may be kept under, or null if it must not be kept. */
  keepable(mark: { changes: number; epoch: number | null }): number | null {
    const epoch = this.notices.epoch;
    return epoch !== null && epoch === mark.epoch && this.changes === mark.changes ? epoch : null;
  }
}

export const listenStatement = NOTICE_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');
