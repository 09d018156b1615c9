/**
 * A failed statement, as the rest of the server may see it: the SQL state code (`code`, as the drivers
 * name it), the violated constraint's name and the statement text (placeholders, never values). The driver's error is dropped, not kept as a cause: its message, detail
 * and parameters can hold the very values the statement carried (decision 0021).
 */
export class DatabaseError extends Error {
  readonly code: string;
  readonly constraint: string | undefined;
  readonly statement: string;

  constructor(code: string, statement: string, constraint?: string) {
    super(`database error ${code}`);
    this.name = 'DatabaseError';
    this.code = code;
    this.constraint = constraint;
    this.statement = statement;
  }
}

const SQL_STATE = /^[0-9A-Z]{5}$/;

/** The SQL state of a driver error (pg and PGlite both name it `code`), or XX000 when it has none. */
export function sqlStateOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SQL_STATE.test(code) ? code : 'XX000';
}

/**
 * Runs a driver call; a failure leaves as a DatabaseError carrying only the state, the constraint and the
 * text. `withReason` keeps the server's reason in the message: only for statements without parameters
 * (migrations, maintenance), whose text is ours.
 */
export async function guarded<T>(statement: string, run: () => Promise<T>, withReason = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const { constraint, message } = (error ?? {}) as { constraint?: unknown; message?: unknown };
    const failure = new DatabaseError(
      sqlStateOf(error),
      statement,
      typeof constraint === 'string' ? constraint : undefined,
    );
    if (withReason && typeof message === 'string') failure.message += `: ${message}`;
    throw failure;
  }
}
