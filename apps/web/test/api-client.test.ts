import { endpoint, getHealth } from '@coffer/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiCall, tokenStore } from '../src/lib/api';

const sendCoins = endpoint({
  method: 'POST',
  path: '/wallet/{walletId}/send',
  summary: 'test endpoint',
  tag: 'test',
  auth: true,
  idempotent: true,
  params: z.object({ walletId: z.string() }),
  query: z.object({ dryRun: z.optional(z.boolean()) }),
  body: z.object({ amount: z.string(), to: z.string() }),
  response: z.object({ txId: z.string() }),
});

const health = { status: 'ok', version: '3.5.7', database: 'pglite', sandbox: true };

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(text, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof respond>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, init: init as RequestInit, headers: new Headers(init?.headers) };
}

describe('apiCall', () => {
  beforeEach(() => tokenStore.clear());

  it('calls /api with the client headers and returns the parsed response', async () => {
    const fetchMock = respond(200, health);
    await expect(apiCall(getHealth)).resolves.toEqual(health);

    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(headers.get('AppVersion')).toBe('3.5.7');
    expect(headers.get('AppsFlyerId')).toBe('');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('DeviceID')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the same DeviceID on every call of this install', async () => {
    const fetchMock = respond(200, health);
    await apiCall(getHealth);
    await apiCall(getHealth);
    const first = sent(fetchMock, 0).headers.get('DeviceID');
    expect(sent(fetchMock, 1).headers.get('DeviceID')).toBe(first);
    expect(localStorage.getItem('deviceId')).toBe(first);
  });

  it('sends the stored session token as a bearer token until it is cleared', async () => {
    const fetchMock = respond(200, health);
    tokenStore.set('tok-123');
    expect(localStorage.getItem('token')).toBe('tok-123');
    await apiCall(getHealth);
    expect(sent(fetchMock, 0).headers.get('Authorization')).toBe('Bearer tok-123');

    tokenStore.clear();
    await apiCall(getHealth);
    expect(sent(fetchMock, 1).headers.has('Authorization')).toBe(false);
  });

  it('fills the path, adds the query and sends the body as JSON with an idempotency key', async () => {
    const fetchMock = respond(200, { txId: 'tx-1' });
    const result = await apiCall(sendCoins, {
      params: { walletId: 'w 1' },
      query: { dryRun: true },
      body: { amount: '0.00120000', to: 'alice' },
      idempotencyKey: 'key-1',
    });
    expect(result).toEqual({ txId: 'tx-1' });

    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/wallet/w%201/send?dryRun=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"amount":"0.00120000","to":"alice"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('throws the server error envelope with its status', async () => {
    respond(400, {
      code: 'balance_not_enough',
      description: 'Balance not enough',
      meta: { validationError: { errors: [{ path: 'amount', message: 'too big', code: 'too_big' }] } },
    });
    const error = await apiCall(getHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('balance_not_enough');
    expect(apiError.envelope.description).toBe('Balance not enough');
    expect(apiError.envelope.meta?.validationError?.errors[0]?.path).toBe('amount');
  });

  it.each([
    ['an HTML error page', 502, '<html>Bad gateway</html>'],
    ['an unknown code', 418, { code: 'not_a_real_code', description: 'x' }],
    ['an empty body', 500, ''],
  ])('reports %s as unknown_error', async (_label, status, body) => {
    respond(status, body);
    const error = (await apiCall(getHealth).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.code).toBe('unknown_error');
  });

  it('rejects a success response that does not match the contract', async () => {
    respond(200, { status: 'broken' });
    const error = (await apiCall(getHealth).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('unknown_error');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await apiCall(getHealth).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('unknown_error');
  });
});
