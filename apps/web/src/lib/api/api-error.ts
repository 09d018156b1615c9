import { type ErrorEnvelope, errorEnvelope } from '@coffer/contract/errors';

/** A failed API call: the HTTP status (0 when the network failed) and the server's error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope;

  constructor(status: number, envelope: ErrorEnvelope) {
    super(`${envelope.code}: ${envelope.description}`);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }

  get code(): ErrorEnvelope['code'] {
    return this.envelope.code;
  }
}

/** Anything that is not a well-formed envelope becomes 'unknown_error'. */
export function toEnvelope(body: unknown, fallbackDescription: string): ErrorEnvelope {
  const parsed = errorEnvelope().safeParse(body);
  if (parsed.success) return parsed.data;
  return { code: 'unknown_error', description: fallbackDescription };
}
