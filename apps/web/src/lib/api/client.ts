import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@coffer/contract';
import { fillPath } from '@coffer/contract/endpoint';
import { CLIENT_VERSION } from '@coffer/domain';
import { serverUrl } from '../../platform/platform';
import { ApiError, toEnvelope } from './api-error';
import { getDeviceId } from './device-id';
import { takeEarlyResponse } from './early';
import { reportApiError } from './interceptor';
import { tokenStore } from './token-store';

export const API_BASE = '/api';

export interface CallOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** For calls that move money (endpoint.idempotent): the same key makes a retry safe. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Sees the headers of a successful answer (the market calls' staleness flag). */
  onHeaders?: (headers: Headers) => void;
}

type QueryValue = string | number | boolean | bigint | null | undefined;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue | QueryValue[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildHeaders(hasBody: boolean, idempotencyKey?: string): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    DeviceID: getDeviceId(),
    AppVersion: CLIENT_VERSION,
    AppsFlyerId: '',
  });
  // Only with a body: Fastify rejects an empty body sent as application/json.
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls one endpoint of the contract; resolves to its parsed response or throws an ApiError. */
export async function apiCall<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const url =
    serverUrl(API_BASE) +
    fillPath(endpoint.path, options.params as Record<string, string | number>) +
    queryString(options.query);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    // A read the page started before the code loaded (lib/api/early.ts) answers in place of a new one.
    const early = endpoint.method === 'GET' && !hasBody ? takeEarlyResponse(url, tokenStore.get()) : undefined;
    response = await (early ??
      fetch(url, {
        method: endpoint.method,
        headers: buildHeaders(hasBody, options.idempotencyKey),
        body: hasBody ? JSON.stringify(options.body) : null,
        signal: options.signal ?? null,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'unknown_error', description: 'Network request failed' });
  }

  const body = await readJson(response);
  if (!response.ok) {
    const envelope = toEnvelope(body, response.statusText || `HTTP ${response.status}`);
    // The interceptor sees the raw description: 'The Account is disabled' must match verbatim.
    const raw = body as { code?: unknown; description?: unknown } | undefined;
    reportApiError({
      status: response.status,
      code: typeof raw?.code === 'string' ? raw.code : envelope.code,
      description: typeof raw?.description === 'string' ? raw.description : envelope.description,
    });
    throw new ApiError(response.status, envelope);
  }
  options.onHeaders?.(response.headers);
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, { code: 'unknown_error', description: 'Unexpected response from server' });
  }
  return parsed.data as ResponseOf<E>;
}
