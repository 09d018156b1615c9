import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/ops/run';
import { newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { listening, openLive } from './live-fixtures';
import { fund, MONEY_TEST_CONFIG, ops } from './money-fixtures';

describe(`live support (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let agent: Record<string, string>;
  let png: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
    a = await newAccount(t.app, 'support-a@example.com');
    b = await newAccount(t.app, 'support-b@example.com');
    const [line] = await ops(t, 'support', 'token', 'agent-ann');
    agent = { 'x-operator-token': /(sup_\S+)/.exec(line ?? '')?.[1] as string };
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    png = image.toString('base64');
  });
  afterAll(() => t.close());

  const create = (who: TestAccount, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/support/create', headers: who.auth, payload });
  const call = (who: TestAccount | Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: 'auth' in who ? (who as TestAccount).auth : (who as Record<string, string>),
      ...(payload ? { payload } : {}),
    });

  it('opens a conversation, drops empty strings, and lists it', async () => {
    const res = await create(a, {
      subject: 'Where is my deposit?',
      category: 'transaction',
      message: 'I sent BTC an hour ago.',
      transactionId: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OPEN', premium: false, transactionId: null, unread: 0 });
    const list = await call(a, 'GET', '/api/support/tickets');
    expect(list.json().map((x: { subject: string }) => x.subject)).toEqual(['Where is my deposit?']);
    expect((await call(b, 'GET', '/api/support/tickets')).json()).toEqual([]);
  });

  it('refuses bad input and another user’s transaction', async () => {
    expect((await create(a, { subject: 'x', category: 'nope', message: 'm' })).json().code).toBe('bad_params');
    expect((await create(a, { subject: '', category: 'other', message: 'm' })).json().code).toBe('bad_params');
    expect((await create(a, { subject: 's', category: 'other', message: '   ' })).json().code).toBe('bad_params');
    const deposit = await fund(t, b, 'BTC', '0.1');
    const other = await create(a, { subject: 's', category: 'transaction', message: 'm', transactionId: deposit });
    expect([other.statusCode, other.json().code]).toEqual([404, 'not_found']);
    const own = await create(b, {
      subject: 'About this',
      category: 'transaction',
      message: 'm',
      transactionId: deposit,
    });
    expect(own.json().transactionId).toBe(deposit);
  });

  it('checks attachments by their bytes, re-encodes images and serves them only to the owner', async () => {
    const bad = await create(a, {
      subject: 'file',
      category: 'other',
      message: 'see file',
      attachments: [{ fileName: 'x.png', file: Buffer.from('not an image at all').toString('base64') }],
    });
    expect(bad.json().code).toBe('bad_params');
    const res = await create(a, {
      subject: 'Screenshot',
      category: 'other',
      message: 'see file',
      attachments: [{ fileName: 'shot.png', file: `data:image/png;base64,${png}` }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().id as string;
    const conv = (await call(a, 'GET', `/api/support/tickets/${ticket}/messages`)).json();
    const [file] = conv.messages[0].attachments;
    expect(file).toMatchObject({ fileName: 'shot.png', contentType: 'image/png' });
    const got = await call(a, 'GET', `/api/support/tickets/${ticket}/attachments/${file.id}`);
    const bytes = Buffer.from(got.json().file, 'base64');
    expect((await sharp(bytes).metadata()).width).toBe(8);
    const stored = await t.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_files');
    for (const row of stored) expect(Buffer.from(row.bytes).includes(bytes.subarray(0, 16))).toBe(false);
    expect((await call(b, 'GET', `/api/support/tickets/${ticket}/attachments/${file.id}`)).statusCode).toBe(404);
  });

  it('hides other users’ conversations behind not_found', async () => {
    const [ticket] = (await call(a, 'GET', '/api/support/tickets')).json();
    for (const res of [
      await call(b, 'GET', `/api/support/tickets/${ticket.id}/messages`),
      await call(b, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'hi' }),
    ])
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
  });

  it('refuses malformed ids and unknown ones on every conversation call', async () => {
    const [ticket] = (await call(a, 'GET', '/api/support/tickets')).json();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [who, method, url, payload] of [
      [a, 'GET', '/api/support/tickets/nope/messages'],
      [a, 'POST', '/api/support/tickets/nope/messages', { message: 'hi' }],
      [a, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: '' }],
      [a, 'POST', `/api/support/tickets/${ticket.id}/messages`, {}],
      [a, 'GET', `/api/support/tickets/${ticket.id}/attachments/nope`],
      [agent, 'GET', '/api/agent/tickets/nope/messages'],
      [agent, 'POST', `/api/agent/tickets/${ticket.id}/messages`, { message: ' ' }],
      [agent, 'POST', '/api/agent/tickets/nope/close'],
    ] as const) {
      const res = await call(who, method, url, payload);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([400, 'bad_params']);
    }
    for (const [who, method, url] of [
      [a, 'GET', `/api/support/tickets/${unknown}/messages`],
      [a, 'GET', `/api/support/tickets/${ticket.id}/attachments/${unknown}`],
      [agent, 'GET', `/api/agent/tickets/${unknown}/messages`],
      [agent, 'POST', `/api/agent/tickets/${unknown}/close`],
    ] as const) {
      const res = await call(who, method, url);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'not_found']);
    }
  });

  it('tells the app to use the built-in conversation when no Chatwoot widget is set, and wants a session', async () => {
    expect((await call(a, 'GET', '/api/support/config')).json()).toEqual({ provider: 'builtin', chatwoot: null });
    for (const url of ['/api/support/config', '/api/support/tickets', '/api/live'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    expect((await call(a, 'GET', '/api/agent/live')).statusCode).toBe(404);
    // Without CHATWOOT_WEBHOOK_SECRET the Chatwoot webhook does not exist.
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/support/chatwoot/webhook?token=anything-at-all-here',
      payload: { event: 'message_created' },
    });
    expect([hook.statusCode, hook.json().code]).toEqual([404, 'not_found']);
  });

  it('serves the agent calls only with an operator credential, premium first', async () => {
    expect((await call(a, 'GET', '/api/agent/tickets')).statusCode).toBe(404);
    expect((await call({ 'x-operator-token': 'sup_wrong' }, 'GET', '/api/agent/tickets')).statusCode).toBe(404);
    await t.db.query("UPDATE users SET tier = 'TIER_3' WHERE id = $1", [b.user.id]);
    const premium = await create(b, { subject: 'VIP', category: 'card', message: 'help' });
    expect(premium.json().premium).toBe(true);
    const queue = (await call(agent, 'GET', '/api/agent/tickets')).json();
    expect(queue[0]).toMatchObject({
      subject: 'VIP',
      premium: true,
      waiting: true,
      userEmail: 'support-b@example.com',
    });
    const lines = (await runOps(t.db, ['support', 'list'], t.app.services)).output;
    expect(lines[0]).toContain('VIP');
    expect(lines[0]).toContain('PREMIUM');
  });

  it('delivers an agent answer on the user’s open stream at once, and emails only when the user is away', async () => {
    const base = await listening(t.app);
    const ticket = (await create(a, { subject: 'Live', category: 'account', message: 'anyone?' })).json().id as string;
    const live = await openLive(base, '/api/live', a.auth);
    const second = await openLive(base, '/api/live', a.auth);
    const agentLive = await openLive(base, '/api/agent/live', agent);
    try {
      await call(a, 'GET', `/api/support/tickets/${ticket}/messages`);
      const before = (await outbox(t.app, a.email)).length;
      const reply = await runOps(t.db, ['support', 'reply', ticket, 'Hello', 'from', 'support'], t.app.services);
      expect(reply.code, reply.output.join()).toBe(0);
      for (const stream of [live, second]) {
        const event = await stream.next((e) => e.data?.ticketId === ticket && Boolean(e.data.message));
        expect(event.data?.message).toMatchObject({ author: 'agent', body: 'Hello from support' });
      }
      expect((await outbox(t.app, a.email)).length).toBe(before);
      // The user writes: the agents' stream hears it.
      await call(a, 'POST', `/api/support/tickets/${ticket}/messages`, { message: 'thanks' });
      const heard = await agentLive.next(
        (e) => e.data?.ticketId === ticket && (e.data.message as { author?: string } | undefined)?.author === 'user',
      );
      expect(heard.data?.message).toMatchObject({ author: 'user', body: 'thanks' });
    } finally {
      live.close();
      second.close();
      agentLive.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runOps(t.db, ['support', 'reply', ticket, 'Anything else?'], t.app.services);
    const [mail] = await outbox(t.app, a.email);
    expect(mail).toMatchObject({ kind: 'notification_support_answer', subject: 'Coffer: Support answered' });
  });

  it('shows unread answers, marks them read when opened, and closes from the CLI', async () => {
    const [ticket] = (await call(a, 'GET', '/api/support/tickets')).json();
    expect(ticket.unread).toBeGreaterThan(0);
    const conv = (await call(a, 'GET', `/api/support/tickets/${ticket.id}/messages`)).json();
    expect(conv.ticket.unread).toBe(0);
    expect(conv.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'agent', 'user', 'agent']);
    const show = (await runOps(t.db, ['support', 'show', ticket.id], t.app.services)).output;
    expect(show.join('\n')).toContain('agent: Anything else?');
    await ops(t, 'support', 'close', ticket.id);
    expect((await call(a, 'GET', `/api/support/tickets/${ticket.id}/messages`)).json().ticket.status).toBe('CLOSED');
    // Writing again reopens it.
    await call(a, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'one more thing' });
    expect((await call(a, 'GET', `/api/support/tickets/${ticket.id}/messages`)).json().ticket.status).toBe('OPEN');
    expect((await runOps(t.db, ['support', 'reply', 'not-a-uuid', 'x'], t.app.services)).code).toBe(2);
  });

  it('answers as an agent from the agent page calls', async () => {
    const [ticket] = (await call(a, 'GET', '/api/support/tickets')).json();
    const res = await call(agent, 'POST', `/api/agent/tickets/${ticket.id}/messages`, { message: 'From the page' });
    expect(res.json()).toMatchObject({ author: 'agent', body: 'From the page' });
    const conv = (await call(agent, 'GET', `/api/agent/tickets/${ticket.id}/messages`)).json();
    expect(conv.ticket.waiting).toBe(false);
    expect((await call(agent, 'POST', `/api/agent/tickets/${ticket.id}/close`)).json()).toEqual({ success: true });
  });
});
