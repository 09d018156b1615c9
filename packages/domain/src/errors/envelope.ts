/**
 * The server's error body (section 8). The shape of one validation error is not shown in the
 * spec, so both plain strings and class-validator style objects are accepted.
 */
export type ServerValidationErrorItem =
  | string
  | {
      readonly property?: string;
      readonly message?: string;
      readonly constraints?: Readonly<Record<string, string>>;
    };

export interface ErrorEnvelope {
  readonly code: string;
  readonly description: string;
  readonly meta?: {
    readonly validationError?: { readonly errors: readonly ServerValidationErrorItem[] };
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toValidationItem(value: unknown): ServerValidationErrorItem | null {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return null;
  const item: { property?: string; message?: string; constraints?: Record<string, string> } = {};
  if (typeof value.property === 'string') item.property = value.property;
  if (typeof value.message === 'string') item.message = value.message;
  if (isRecord(value.constraints)) {
    const constraints: Record<string, string> = {};
    for (const [key, text] of Object.entries(value.constraints)) {
      if (typeof text === 'string') constraints[key] = text;
    }
    item.constraints = constraints;
  }
  return item;
}

/**
 * Reads an untrusted response body into an envelope. Missing or mistyped code/description become
 * empty strings so the display order can still fall through to "unknown error" instead of failing.
 */
export function toErrorEnvelope(body: unknown): ErrorEnvelope {
  if (!isRecord(body)) return { code: '', description: '' };
  const code = typeof body.code === 'string' ? body.code : '';
  const description = typeof body.description === 'string' ? body.description : '';
  const meta = body.meta;
  if (!isRecord(meta) || !isRecord(meta.validationError) || !Array.isArray(meta.validationError.errors)) {
    return { code, description };
  }
  const errors = meta.validationError.errors
    .map(toValidationItem)
    .filter((item): item is ServerValidationErrorItem => item !== null);
  return { code, description, meta: { validationError: { errors } } };
}

/** The text of one validation error: the string itself, its message, else its first constraint. */
export function validationErrorText(item: ServerValidationErrorItem): string | null {
  if (typeof item === 'string') return item.trim() === '' ? null : item;
  if (item.message !== undefined && item.message.trim() !== '') return item.message;
  for (const text of Object.values(item.constraints ?? {})) {
    if (text.trim() !== '') return text;
  }
  return null;
}
