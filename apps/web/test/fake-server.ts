import { vi } from 'vitest';

export const testUser = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobile: null,
  verifyMobile: false,
  countryCode: 'GB',
  language: 'en',
  nationality: null,
  birthday: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  verifyEmail: true,
  active: true,
  termsVersion: '1.1.0',
  termsInvestmentVersion: null,
  termsCardVersion: null,
  deliveryStreet: null,
  deliveryStreetNumber: null,
  deliveryTown: null,
  deliveryPostCode: null,
  deliveryCountry: null,
  referralCode: 'ADA1',
  twoFactorEnabled: false,
};

export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body: unknown } | ((call: FakeCall) => { status?: number; body: unknown });

/** A fetch stub answering `METHOD /path` (path without /api and query); unknown routes answer 404. */
export function fakeServer(routes: Record<string, Reply | Reply[]>) {
  const calls: FakeCall[] = [];
  const queues = new Map<string, Reply[]>();
  for (const [key, reply] of Object.entries(routes)) queues.set(key, Array.isArray(reply) ? [...reply] : [reply]);
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const queue = queues.get(`${call.method} ${call.path}`);
    // The last reply of a route repeats.
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply) return new Response(JSON.stringify({ code: 'not_found', description: 'Not found' }), { status: 404 });
    const { status = 200, body } = typeof reply === 'function' ? reply(call) : reply;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const apiError = (status: number, code: string, description = code) => ({
  status,
  body: { code, description },
});
