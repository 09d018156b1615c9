import { randomUUID } from 'node:crypto';
import * as contract from '@coffer/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/service';
import { cardIds } from './card-fixtures';
import { quote } from './exchange-fixtures';
import { newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { jpeg, memoryFileStore, upload } from './kyc-fixtures';
import { fund, listOf, MONEY_TEST_CONFIG, type WalletInfo, walletIn, wallets } from './money-fixtures';

/**
 * Every operation that takes an id answers another user's id with `not_found` and nothing else
 * (issue 12). The operations come from the contract: any path parameter, and any query or body field
 * named `id` or `…Id`. Each one needs an entry below saying which kind of the victim's ids to send, so
 * a new endpoint with an id fails this suite until it is listed (and so tested).
 */

type Kind = 'wallet' | 'transaction' | 'session' | 'kycDocument' | 'card' | 'cardOperation';

interface Victim {
  wallet: string;
  otherWallet: string;
  transaction: string;
  session: string;
  kycDocument: string;
  card: string;
  cardOperation: string;
}

interface Attacker {
  btc: WalletInfo;
  eth: WalletInfo;
  rate: string;
}

type Attack = (victim: Victim, attacker: Attacker) => InjectOptions;

/** The victim's support conversation, its file and a notification (issue 18), set before the attacks. */
const engagement = { ticket: '', attachment: '', notification: '' };

/** How to aim an operation at the victim, by the kind of id it takes; `public` marks ids that belong to nobody. */
const OWNED: Record<string, { kind: Kind; attacks: Attack[] } | { public: string }> = {
  listWalletInvestments: { kind: 'wallet', attacks: [(v) => get(`/api/wallet/${v.wallet}/investments`)] },
  listWalletInterests: { kind: 'wallet', attacks: [(v) => get(`/api/wallet/${v.wallet}/interests`)] },
  listWalletExchanges: { kind: 'wallet', attacks: [(v) => get(`/api/wallet/${v.wallet}/exchanges`)] },
  listWalletHistory: { kind: 'wallet', attacks: [(v) => get(`/api/wallet/${v.wallet}/history`)] },
  listWalletTransactions: { kind: 'wallet', attacks: [(v) => get(`/api/wallet/${v.wallet}/transactions`)] },
  askSend: {
    kind: 'wallet',
    attacks: [(v, a) => call('POST', `/api/wallet/${v.wallet}/ask-send`, { to: a.btc.address, amount: '0.01' })],
  },
  send: {
    kind: 'wallet',
    attacks: [
      (v, a) => ({
        ...call('POST', `/api/wallet/${v.wallet}/send`, { to: a.btc.address, amount: '0.01', code: '123456' }),
        headers: { 'idempotency-key': 'ownership-send-1' },
      }),
    ],
  },
  invest: { kind: 'wallet', attacks: [(v) => call('POST', '/api/investment', { walletId: v.wallet, amount: '0.01' })] },
  withdrawInvestment: {
    kind: 'wallet',
    attacks: [(v) => call('DELETE', '/api/investment', { walletId: v.wallet, amount: '0.01' })],
  },
  createExchange: {
    kind: 'wallet',
    attacks: [
      // The victim's wallet as either side, the other side the attacker's own.
      (v, a) => ({
        ...call('POST', '/api/exchange', {
          walletFromId: v.wallet,
          walletToId: a.eth.id,
          amount: '0.01',
          rate: a.rate,
        }),
        headers: { 'idempotency-key': 'ownership-exchange-1' },
      }),
      (v, a) => ({
        ...call('POST', '/api/exchange', {
          walletFromId: a.btc.id,
          walletToId: v.otherWallet,
          amount: '0.01',
          rate: a.rate,
        }),
        headers: { 'idempotency-key': 'ownership-exchange-2' },
      }),
    ],
  },
  getTransaction: { kind: 'transaction', attacks: [(v) => get(`/api/transaction/${v.transaction}`)] },
  listProofsOfFund: { kind: 'transaction', attacks: [(v) => get(`/api/transaction/${v.transaction}/proofOfFund`)] },
  uploadProofOfFund: {
    kind: 'transaction',
    attacks: [
      (v) =>
        call('POST', `/api/transaction/${v.transaction}/proofOfFund`, {
          fileName: 'proof.pdf',
          file: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
        }),
    ],
  },
  requestRefund: {
    kind: 'transaction',
    attacks: [(v) => call('POST', '/api/user/refund', { transactionId: v.transaction })],
  },
  revokeSession: { kind: 'session', attacks: [(v) => call('DELETE', `/api/token/${v.session}`)] },
  kycThumbnail: { kind: 'kycDocument', attacks: [(v) => get(`/api/kyc/documents/${v.kycDocument}/thumbnail`)] },
  kycWebhook: { public: "the KYC provider's signed call (HMAC), never a user's: no session reaches it" },
  chatwootWebhook: { public: "Chatwoot's signed call (HMAC or secret token): its own message and conversation ids" },
  getCard: { kind: 'card', attacks: [(v) => get(`/api/card/${v.card}`)] },
  updateCard: { kind: 'card', attacks: [(v) => call('PUT', `/api/card/${v.card}`, { monthlyLimit: 300 })] },
  changeCardStatus: { kind: 'card', attacks: [(v) => call('PUT', `/api/card/${v.card}/status`, { status: 'LOST' })] },
  unblockCardPin: { kind: 'card', attacks: [(v) => call('PUT', `/api/card/${v.card}/unblockPin`)] },
  cardDetailsFrame: { kind: 'card', attacks: [(v) => get(`/api/card/${v.card}/iframe/light`)] },
  listCardOperations: { kind: 'card', attacks: [(v) => get(`/api/cardOperation?cardId=${v.card}`)] },
  listWalletCardOperations: { kind: 'wallet', attacks: [(v) => get(`/api/wallet/${v.wallet}/cardOperations`)] },
  getCardOperation: { kind: 'cardOperation', attacks: [(v) => get(`/api/cardOperation/${v.cardOperation}`)] },
  getExchangeRate: { public: 'a pair of coin codes, the same for everyone' },
  getTerms: { public: 'a published terms document (kind and version), the same for everyone' },
  createSupportTicket: {
    kind: 'transaction',
    attacks: [
      (v) =>
        call('POST', '/api/support/create', {
          subject: 's',
          category: 'transaction',
          message: 'm',
          transactionId: v.transaction,
        }),
    ],
  },
  listSupportMessages: {
    kind: 'transaction',
    attacks: [() => get(`/api/support/tickets/${engagement.ticket}/messages`)],
  },
  postSupportMessage: {
    kind: 'transaction',
    attacks: [() => call('POST', `/api/support/tickets/${engagement.ticket}/messages`, { message: 'hi' })],
  },
  getSupportAttachment: {
    kind: 'transaction',
    attacks: [() => get(`/api/support/tickets/${engagement.ticket}/attachments/${engagement.attachment}`)],
  },
  // The agent calls answer not_found to anyone without an operator credential, a signed-in user included.
  listAgentMessages: { kind: 'transaction', attacks: [() => get(`/api/agent/tickets/${engagement.ticket}/messages`)] },
  postAgentMessage: {
    kind: 'transaction',
    attacks: [() => call('POST', `/api/agent/tickets/${engagement.ticket}/messages`, { message: 'hi' })],
  },
  closeAgentTicket: {
    kind: 'transaction',
    attacks: [() => call('POST', `/api/agent/tickets/${engagement.ticket}/close`)],
  },
  readNotification: {
    kind: 'transaction',
    attacks: [() => call('PUT', `/api/notifications/${engagement.notification}/read`)],
  },
  getMarketCoin: { public: 'a market coin id (bitcoin), the same market data for everyone' },
  getMarketChart: { public: 'a market coin id (bitcoin), the same market data for everyone' },
};

function get(url: string): InjectOptions {
  return { method: 'GET', url };
}

function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): InjectOptions {
  return { method, url, ...(payload ? { payload } : {}) };
}

/** The field names of an input schema (through optional and checked wrappers). */
function fieldsOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; out?: unknown } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return Object.keys(current.shape);
    // A preprocessed body (support/create drops empty strings first) is a pipe: its output holds the fields.
    current = (current.def?.innerType ?? current.def?.out) as typeof current;
  }
  return [];
}

const ID_FIELD = /^(id|.+Id)$/;

/** Every contract operation that takes an id: its path parameters and its `id`/`…Id` fields. */
function operationsWithIds(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [name, value] of Object.entries(contract)) {
    const candidate = value as Partial<contract.Endpoint> | null;
    if (!candidate || typeof candidate !== 'object' || !candidate.method || !candidate.path || !candidate.response) {
      continue;
    }
    const params = [...candidate.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const fields = [...fieldsOf(candidate.query), ...fieldsOf(candidate.body)].filter((field) => ID_FIELD.test(field));
    if (params.length || fields.length) found.set(name, [...params, ...fields]);
  }
  return found;
}

describe(`ownership: another user's id is not found (${TEST_TARGET})`, () => {
  let t: TestApp;
  let victim: TestAccount;
  let attacker: TestAccount;
  let ids: Victim;
  let own: Attacker;
  /** What the victim can see of their account before the attacks. */
  let before: unknown;
  /** Strings of the victim's resources that must not appear in any answer to the attacker. */
  let secrets: string[];

  async function victimView() {
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: victim.auth });
    expect(me.statusCode, me.body).toBe(200);
    return {
      me: me.json(),
      wallets: (await wallets(t, victim)).map((w) => ({ id: w.id, balance: w.balance })),
      transactions: await listOf(t, victim, '/api/transaction'),
      sessions: await listOf(t, victim, '/api/token/getAll'),
      proofs: await listOf(t, victim, `/api/transaction/${ids.transaction}/proofOfFund`),
      refunds: await listOf(t, victim, '/api/user/refund'),
      investments: await listOf(t, victim, '/api/investment'),
      exchanges: await listOf(t, victim, '/api/exchange'),
      kyc: (await t.app.inject({ method: 'GET', url: '/api/kyc', headers: victim.auth })).json(),
      cards: await listOf(t, victim, '/api/card'),
      cardOperations: await listOf(t, victim, '/api/cardOperation'),
    };
  }

  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG, { files: memoryFileStore() });
    victim = await newAccount(t.app, 'victim@example.com', { firstName: 'Vesna', lastName: 'Victimova' });
    attacker = await newAccount(t.app, 'attacker@example.com');
    const vBtc = await walletIn(t, victim, 'BTC');
    const vEth = await walletIn(t, victim, 'ETH');
    const deposit = await fund(t, victim, 'BTC', '0.5');
    const [session] = await listOf(t, victim, '/api/token/getAll');
    const passport = await upload(t.app, victim.auth, { type: 'PASSPORT', country: 'GB' }, { data: await jpeg() });
    ids = {
      wallet: vBtc.id,
      otherWallet: vEth.id,
      transaction: deposit,
      session: session?.id as string,
      kycDocument: passport.json().documents[0].id,
      ...(await cardIds(t, victim)),
    };
    await fund(t, attacker, 'BTC', '0.5');
    own = {
      btc: await walletIn(t, attacker, 'BTC'),
      eth: await walletIn(t, attacker, 'ETH'),
      rate: (await quote(t, attacker, 'BTC', 'ETH')).rate as string,
    };
    before = await victimView();
    secrets = [victim.user.id, victim.email, 'Vesna', 'Victimova', vBtc.address, vEth.address, ...Object.values(ids)];
  });
  beforeAll(async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/support/create',
      headers: victim.auth,
      payload: {
        subject: 'Mine',
        category: 'other',
        message: 'private',
        attachments: [{ fileName: 'a.pdf', file: pdf }],
      },
    });
    engagement.ticket = created.json().id;
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/support/tickets/${engagement.ticket}/messages`,
      headers: victim.auth,
    });
    engagement.attachment = conversation.json().messages[0].attachments[0].id;
    engagement.notification = (await notify(t.app.services, victim.user.id, 'money_received', {})).id;
    secrets.push(...Object.values(engagement));
  });
  afterAll(() => t.close());

  it('has an entry for every operation that takes an id, and none for operations that do not', () => {
    const operations = operationsWithIds();
    const missing = [...operations.keys()].filter((name) => !(name in OWNED));
    expect(missing, `operations with an id and no ownership entry: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(OWNED).filter((name) => !operations.has(name));
    expect(stale, `ownership entries of operations without an id: ${stale.join(', ')}`).toEqual([]);
    expect(operations.size).toBeGreaterThanOrEqual(15);
  });

  it('finds the same operations with an id in the OpenAPI document the server publishes', async () => {
    interface Operation {
      parameters?: { name: string; in: string }[];
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const served: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const names = [
          ...(operation.parameters ?? []).map((p) => (p.in === 'path' ? `{${p.name}}` : p.name)),
          ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        ];
        if (names.some((name) => name.startsWith('{') || ID_FIELD.test(name)))
          served.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const declared = [...operationsWithIds().keys()].map((name) => {
      const endpoint = (contract as unknown as Record<string, contract.Endpoint>)[name] as contract.Endpoint;
      return `${endpoint.method} /api${endpoint.path.replace(/\{(\w+)\}/g, '{$1}')}`;
    });
    expect(served.sort()).toEqual(declared.sort());
  });

  it("answers every operation aimed at the victim's ids with exactly the not_found envelope", async () => {
    const answers: Record<string, unknown[]> = {};
    for (const [name, entry] of Object.entries(OWNED)) {
      if ('public' in entry) continue;
      for (const attack of entry.attacks) {
        const options = attack(ids, own);
        const res = await t.app.inject({
          ...options,
          headers: { ...(options.headers as Record<string, string>), ...attacker.auth },
        });
        answers[name] = [...(answers[name] ?? []), [res.statusCode, res.json()]];
        for (const secret of secrets) expect(res.body, `${name} leaks ${secret}`).not.toContain(secret);
        // Nor does the answer tell the victim's id from an id that exists nowhere.
        const nowhere = attack(
          {
            wallet: randomUUID(),
            otherWallet: randomUUID(),
            transaction: randomUUID(),
            session: randomUUID(),
            kycDocument: randomUUID(),
            card: randomUUID(),
            cardOperation: randomUUID(),
          },
          own,
        );
        const unknown = await t.app.inject({
          ...nowhere,
          headers: { ...(nowhere.headers as Record<string, string>), ...attacker.auth },
        });
        expect([unknown.statusCode, unknown.json()], name).toEqual([res.statusCode, res.json()]);
      }
    }
    const notFound = [404, { code: 'not_found', description: expect.any(String) }];
    const expected = Object.fromEntries(
      Object.entries(answers).map(([name, list]) => [name, list.map(() => notFound)]),
    );
    expect(answers).toEqual(expected);
    // Exactly the envelope: nothing beside code and description.
    for (const list of Object.values(answers)) {
      for (const answer of list)
        expect(Object.keys((answer as [number, object])[1]).sort()).toEqual(['code', 'description']);
    }
  });

  it("leaves the victim's balances, history, sessions and documents as they were", async () => {
    expect(await victimView()).toEqual(before);
    // The attacker's own money did not move either (no half-done exchange or send).
    expect((await walletIn(t, attacker, 'BTC')).balance).toBe('0.50000000');
    expect((await walletIn(t, attacker, 'ETH')).balance).toBe(own.eth.balance);
  });
});
