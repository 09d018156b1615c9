import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChatwoot } from '../src/modules/support/chatwoot-webhook';
import { runOps } from '../src/ops/run';
import { FakeChatwoot, messageCreated } from './chatwoot-fixtures';
import { newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp, testConfig } from './helpers';
import { listening, openLive } from './live-fixtures';
import { MONEY_TEST_CONFIG } from './money-fixtures';

const SECRET = 'chatwoot-webhook-secret-0123456789';
const HOOK = '/api/support/chatwoot/webhook';

describe(`Chatwoot adapter, both ways (${TEST_TARGET})`, () => {
  const chatwoot = new FakeChatwoot();
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let ticket: string;
  let conversation: number;

  beforeAll(async () => {
    const url = await chatwoot.start();
    const base = testConfig();
    t = await testApp({
      ...MONEY_TEST_CONFIG,
      engagement: {
        ...base.engagement,
        chatwoot: {
          url,
          apiToken: 'cw-agent-api-token',
          accountId: 1,
          inboxId: 3,
          websiteToken: undefined,
          webhookSecret: SECRET,
        },
      },
    });
    a = await newAccount(t.app, 'chatwoot-a@example.com');
    b = await newAccount(t.app, 'chatwoot-b@example.com');
  });
  afterAll(async () => {
    await t.close();
    await chatwoot.stop();
  });

  /** Posts a webhook body signed the way Chatwoot 4.13+ signs it. */
  const hook = (body: unknown, options: { secret?: string; at?: number; query?: string; raw?: string } = {}) => {
    const payload = options.raw ?? JSON.stringify(body);
    const timestamp = String(options.at ?? Math.floor(t.app.services.now().getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: `${HOOK}${options.query ?? ''}`,
      headers: {
        'content-type': 'application/json',
        ...(options.query
          ? {}
          : {
              'x-chatwoot-timestamp': timestamp,
              'x-chatwoot-signature': signChatwoot(options.secret ?? SECRET, timestamp, payload),
              'x-chatwoot-delivery': 'd6f1c0de-0000-4000-8000-000000000001',
            }),
      },
      payload,
    });
  };
  const messages = async (who: TestAccount, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/support/tickets/${id}/messages`, headers: who.auth })).json()
      .messages as { author: string; body: string }[];

  it('mirrors a new conversation as a contact, a conversation and its first message, with the API token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/create',
      headers: a.auth,
      payload: { subject: 'Stuck deposit', category: 'transaction', message: 'My BTC has not arrived.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    ticket = res.json().id;
    const [contact] = chatwoot.to('/api/v1/accounts/1/contacts');
    expect(contact?.headers.api_access_token).toBe('cw-agent-api-token');
    expect(contact?.body).toMatchObject({ inbox_id: 3, email: 'chatwoot-a@example.com' });
    expect(contact?.body.identifier).not.toBe(a.user.id);
    const [created] = chatwoot.to('/api/v1/accounts/1/conversations');
    expect(created?.headers.api_access_token).toBe('cw-agent-api-token');
    expect(created?.body).toMatchObject({
      source_id: 'src-7',
      inbox_id: 3,
      contact_id: 7,
      additional_attributes: { coffer_ticket: ticket },
      message: { content: 'Stuck deposit\n\nMy BTC has not arrived.' },
    });
    const [row] = await t.db.query<{ external_id: string }>('SELECT external_id FROM support_tickets WHERE id = $1', [
      ticket,
    ]);
    conversation = Number(row?.external_id);
    expect(conversation).toBe(41);
  });

  it('mirrors a user message as an incoming message and remembers its Chatwoot id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket}/messages`,
      headers: a.auth,
      payload: { message: 'It was 0.1 BTC.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = chatwoot.to(`/conversations/${conversation}/messages`);
    expect(sent?.headers.api_access_token).toBe('cw-agent-api-token');
    expect(sent?.body).toEqual({ content: 'It was 0.1 BTC.', message_type: 'incoming' });
    const [row] = await t.db.query<{ external_id: string }>(
      "SELECT external_id FROM support_messages WHERE body = 'It was 0.1 BTC.'",
    );
    expect(row?.external_id).toBe('901');
    // Chatwoot's webhook for that incoming message is the user's own words: not echoed back.
    const echo = await hook(messageCreated(conversation, 901, 'It was 0.1 BTC.', { message_type: 'incoming' }));
    expect(echo.json()).toEqual({ received: true, taken: false });
    expect((await messages(a, ticket)).length).toBe(2);
  });

  it('adds an agent answer from the webhook, live on a second connection, without email while online', async () => {
    const base = await listening(t.app);
    const first = await openLive(base, '/api/live', a.auth);
    const second = await openLive(base, '/api/live', a.auth);
    try {
      const before = (await outbox(t.app, a.email)).length;
      const res = await hook(messageCreated(conversation, 5001, 'We found it: credited now.'));
      expect(res.json()).toEqual({ received: true, taken: true });
      for (const stream of [first, second]) {
        const event = await stream.next((e) => e.data?.ticketId === ticket && Boolean(e.data.message));
        expect(event.data?.message).toMatchObject({ author: 'agent', body: 'We found it: credited now.' });
      }
      expect((await outbox(t.app, a.email)).length).toBe(before);
      const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: a.auth })).json();
      expect(JSON.stringify(list)).toContain('support_answer');
    } finally {
      first.close();
      second.close();
    }
    expect((await messages(a, ticket)).map((m) => m.author)).toEqual(['user', 'user', 'agent']);
  });

  it('ignores a replayed webhook: the same Chatwoot message adds nothing', async () => {
    const replay = await hook(messageCreated(conversation, 5001, 'We found it: credited now.'));
    expect(replay.json()).toEqual({ received: true, taken: false });
    // The same message through the token form (older Chatwoot, unsigned) is a replay too.
    const token = await hook(messageCreated(conversation, 5001, 'We found it: credited now.'), {
      query: `?token=${SECRET}`,
    });
    expect([token.statusCode, token.json()]).toEqual([200, { received: true, taken: false }]);
    expect((await messages(a, ticket)).filter((m) => m.author === 'agent')).toHaveLength(1);
  });

  it('emails the answer when the user is away, exactly as an ops reply', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await hook(messageCreated(conversation, 5002, 'Anything else?'), { query: `?token=${SECRET}` });
    expect(res.json()).toEqual({ received: true, taken: true });
    const [mail] = await outbox(t.app, a.email);
    expect(mail).toMatchObject({ kind: 'notification_support_answer', subject: 'Coffer: Support answered' });
  });

  it('mirrors an ops reply as a private note, and never takes that note (or other agents’ notes) back', async () => {
    const reply = await runOps(t.db, ['support', 'reply', ticket, 'Answered', 'in', 'Coffer'], t.app.services);
    expect(reply.code, reply.output.join()).toBe(0);
    const note = chatwoot.to(`/conversations/${conversation}/messages`).at(-1);
    expect(note?.body).toEqual({ content: 'Answered in Coffer', message_type: 'outgoing', private: true });
    const noteId = Number(
      (await t.db.query<{ id: string }>('SELECT max(external_id::int)::text AS id FROM support_messages'))[0]?.id,
    );
    for (const body of [
      messageCreated(conversation, noteId, 'Answered in Coffer', { private: true }),
      messageCreated(conversation, noteId, 'Answered in Coffer'),
      messageCreated(conversation, 5003, 'internal: check the node', { private: true }),
      messageCreated(conversation, 5004, 'Conversation resolved', { message_type: 'activity' }),
      messageCreated(conversation, 5005, 'Another inbox', { inbox: { id: 99 } }),
      messageCreated(conversation, 5006, '   '),
      { ...messageCreated(conversation, 5007, 'x'), event: 'conversation_status_changed' },
    ]) {
      const res = await hook(body);
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([200, { received: true, taken: false }]);
    }
    const agentBodies = (await messages(a, ticket)).filter((m) => m.author === 'agent').map((m) => m.body);
    expect(agentBodies).toEqual(['We found it: credited now.', 'Anything else?', 'Answered in Coffer']);
  });

  it('ignores unknown conversations and refuses bad bodies with catalogue errors', async () => {
    const unknown = await hook(messageCreated(999_999, 6001, 'hello?'));
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { received: true, taken: false }]);
    for (const body of [
      {},
      { event: 'message_created', id: 'x' },
      { ...messageCreated(41, 6002, 'x'), conversation: { id: '41' } },
      [],
    ]) {
      const res = await hook(body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'bad_params']);
    }
    const notJson = await hook(undefined, { raw: '{"event": ' });
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, 'bad_request']);
  });

  it('keeps a long answer whole, up to Chatwoot’s own limit', async () => {
    const long = 'a'.repeat(5000);
    expect((await hook(messageCreated(conversation, 8001, long))).json()).toEqual({ received: true, taken: true });
    expect((await messages(a, ticket)).at(-1)?.body).toBe(long);
    const huge = await hook(messageCreated(conversation, 8002, 'b'.repeat(150_001)));
    expect([huge.statusCode, huge.json().code]).toEqual([400, 'bad_params']);
  });

  it('refuses a bad signature, a stale timestamp, a wrong token and an unsigned call', async () => {
    const body = messageCreated(conversation, 7001, 'forged');
    const now = Math.floor(t.app.services.now().getTime() / 1000);
    const refused = [
      await hook(body, { secret: 'not-the-secret-at-all-0000' }),
      await hook(body, { at: now - 3600 }),
      await hook(body, { query: '?token=not-the-secret-at-all-0000' }),
      await hook(body, { query: '?nothing=1' }),
    ];
    for (const res of refused) expect([res.statusCode, res.json().code]).toEqual([401, 'access_denied']);
    expect((await messages(a, ticket)).some((m) => m.body === 'forged')).toBe(false);
  });

  it('keeps the built-in conversation working while Chatwoot is down', async () => {
    chatwoot.down = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support/create',
        headers: b.auth,
        payload: { subject: 'Card', category: 'card', message: 'Declined?' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().id as string;
      const more = await t.app.inject({
        method: 'POST',
        url: `/api/support/tickets/${id}/messages`,
        headers: b.auth,
        payload: { message: 'Still declined.' },
      });
      expect(more.statusCode, more.body).toBe(200);
      expect((await runOps(t.db, ['support', 'reply', id, 'Looking'], t.app.services)).code).toBe(0);
      expect((await messages(b, id)).map((m) => m.body)).toEqual(['Declined?', 'Still declined.', 'Looking']);
      // Another user's conversation stays hidden whatever Chatwoot does.
      const other = await t.app.inject({ method: 'GET', url: `/api/support/tickets/${id}/messages`, headers: a.auth });
      expect(other.statusCode).toBe(404);
    } finally {
      chatwoot.down = false;
    }
  });
});
