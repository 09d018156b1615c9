import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { UpstreamUnavailableError } from './cache';
import { MarketNotFoundError } from './types';

export interface UpstreamOptions {
  baseUrl: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * One GET to an upstream, bounded by a timeout, its JSON checked against the contract's shape. A 404
 * is `MarketNotFoundError`; any other failure (status, timeout, network, body) is
 * `UpstreamUnavailableError`, which the cache answers with its stale copy.
 */
export async function upstreamGet<S extends $ZodType>(
  options: UpstreamOptions,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  schema: S,
): Promise<output<S>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new UpstreamUnavailableError(timedOut ? 'upstream timed out' : 'upstream unreachable');
  }
  if (response.status === 404) throw new MarketNotFoundError(path);
  if (!response.ok) throw new UpstreamUnavailableError(`upstream answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UpstreamUnavailableError('upstream sent no JSON');
  }
  const parsed = safeParse(schema, body);
  if (!parsed.success) throw new UpstreamUnavailableError('upstream sent an unexpected body');
  return parsed.data;
}
