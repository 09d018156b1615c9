import { Readable } from 'node:stream';
import { MAX_IMAGE_SIZE_BYTES } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoReview } from '../src/modules/kyc/review';
import { signWebhook } from '../src/modules/kyc/webhook';
import { FakeClock, newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { BOUNDARY, jpeg, memoryFileStore, QUESTIONNAIRE, upload } from './kyc-fixtures';

const SECRET = 'kyc-webhook-secret-0123456789';

describe(`KYC upload limits, provider webhook and sandbox auto-review (${TEST_TARGET})`, () => {
  let t: TestApp;
  let ada: TestAccount;
  const clock = new FakeClock();
  const store = memoryFileStore();
  beforeAll(async () => {
    t = await testApp({ kycWebhookSecret: SECRET, kycAutoReviewMs: 60_000 }, { files: store, now: clock.now });
    ada = await newAccount(t.app, 'provider-ada@example.com');
  });
  afterAll(() => t.close());

  const kyc = async (a: TestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/api/kyc', headers: a.auth })).json();

  /** A multipart body whose file is `size` zero bytes, made as it is read (never whole in memory). */
  function streamedUpload(size: number): Readable {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="country"\r\n\r\nGB\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    let headDone = false;
    let tailDone = false;
    return new Readable({
      read() {
        if (!headDone) {
          headDone = true;
          this.push(head);
        } else if (sent < size) {
          const n = Math.min(chunk.length, size - sent);
          sent += n;
          this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        } else if (!tailDone) {
          tailDone = true;
          this.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
        } else this.push(null);
      },
    });
  }

  it('refuses a body announced over the limit with entity_too_large before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      headers: {
        ...ada.auth,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(MAX_IMAGE_SIZE_BYTES * 4),
      },
      payload: streamedUpload(16),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('entity_too_large');
  });

  it('refuses a streamed file one byte over the limit, and a huge one without holding it in memory', async () => {
    const headers = { ...ada.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    const justOver = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      headers,
      payload: streamedUpload(MAX_IMAGE_SIZE_BYTES + 1),
    });
    expect(justOver.statusCode, justOver.body).toBe(413);
    expect(justOver.json().code).toBe('entity_too_large');

    const body = 256 * 1024 * 1024;
    global.gc?.();
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const baseline = used();
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, used());
    }, 5);
    const huge = await t.app.inject({ method: 'POST', url: '/api/kyc/upload', headers, payload: streamedUpload(body) });
    clearInterval(timer);
    peak = Math.max(peak, used());
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('entity_too_large');
    // The server kept at most about the limit, never the body's 256 MB.
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
    expect((await kyc(ada)).documents).toEqual([]);
  });

  it('applies a signed provider event once, ignores its replay and refuses forged ones', async () => {
    const passport = await upload(t.app, ada.auth, { type: 'PASSPORT', country: 'GB' }, { data: await jpeg() });
    const documentId = passport.json().documents[0].id;
    const send = (payload: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/kyc/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
        payload,
      });
    const event = JSON.stringify({ eventId: 'evt-1', documentId, result: 'REJECTED', reason: 'glare' });

    const unsigned = await send(event);
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, 'access_denied']);
    const forged = await send(event, signWebhook('not-the-secret-0123456789', event));
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'access_denied']);
    const tampered = await send(event.replace('glare', 'blurry'), signWebhook(SECRET, event));
    expect(tampered.json().code).toBe('access_denied');
    expect((await kyc(ada)).documents[0].status).toBe('PENDING');

    const first = await send(event, signWebhook(SECRET, event));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await kyc(ada)).documents[0]).toMatchObject({ status: 'REJECTED', reason: 'glare' });
    const mails = (await outbox(t.app, ada.email)).filter((m) => m.kind === 'kyc_rejected');
    expect(mails).toHaveLength(1);

    const replay = await send(event, signWebhook(SECRET, event));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await outbox(t.app, ada.email)).filter((m) => m.kind === 'kyc_rejected')).toHaveLength(1);

    const noReason = JSON.stringify({ eventId: 'evt-2', documentId, result: 'REJECTED' });
    expect((await send(noReason, signWebhook(SECRET, noReason))).json().code).toBe('bad_params');
    const unknown = JSON.stringify({
      eventId: 'evt-3',
      documentId: '00000000-0000-4000-8000-000000000000',
      result: 'CONFIRMED',
    });
    expect((await send(unknown, signWebhook(SECRET, unknown))).json().code).toBe('not_found');
  });

  it('answers not_found on the webhook when no secret is set', async () => {
    const other = await testApp({});
    try {
      const body = JSON.stringify({
        eventId: 'e',
        documentId: '00000000-0000-4000-8000-000000000000',
        result: 'CONFIRMED',
      });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/kyc/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': signWebhook(SECRET, body) },
        payload: body,
      });
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    } finally {
      await other.close();
    }
  });

  it('lets the sandbox reviewer approve a complete set once KYC_AUTO_REVIEW_SECONDS have passed', async () => {
    const bo = await newAccount(t.app, 'provider-bo@example.com');
    const photo = await jpeg();
    await upload(t.app, bo.auth, { type: 'ID_CARD', country: 'PT', side: 'FRONT' }, { data: photo });
    await upload(t.app, bo.auth, { type: 'ID_CARD', country: 'PT', side: 'BACK' }, { data: photo });
    await upload(t.app, bo.auth, { type: 'SELFIE', country: 'PT' }, { data: photo });
    await t.app.inject({ method: 'POST', url: '/api/kyc/questionnaire', headers: bo.auth, payload: QUESTIONNAIRE });
    expect((await kyc(bo)).status).toBe('UNDER_REVIEW');
    clock.advance(59_000);
    expect(await autoReview(t.app.services)).toBe(0);
    expect((await kyc(bo)).status).toBe('UNDER_REVIEW');
    clock.advance(2_000);
    expect(await autoReview(t.app.services)).toBe(1);
    expect(await kyc(bo)).toMatchObject({ status: 'APPROVED', identityConfirmed: true });
  });
});
