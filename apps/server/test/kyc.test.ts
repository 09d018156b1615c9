import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/ops/run';
import { newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { jpeg, memoryFileStore, PDF, png, QUESTIONNAIRE, upload } from './kyc-fixtures';

describe(`KYC: documents, questionnaire and review (${TEST_TARGET})`, () => {
  let t: TestApp;
  const store = memoryFileStore();
  let photo: Buffer;
  beforeAll(async () => {
    t = await testApp({}, { files: store });
    photo = await jpeg();
  });
  afterAll(() => t.close());

  const kyc = async (a: TestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/api/kyc', headers: a.auth })).json();
  const ops = (...argv: string[]) => runOps(t.db, argv, t.app.services);
  const questionnaire = (a: TestAccount, body: unknown = QUESTIONNAIRE) =>
    t.app.inject({ method: 'POST', url: '/api/kyc/questionnaire', headers: a.auth, payload: body as object });
  const validationCodes = (body: { meta?: { validationError?: { errors: { code: string }[] } } }) =>
    body.meta?.validationError?.errors.map((e) => e.code) ?? [];

  it('reports an empty record for a user who never started', async () => {
    const a = await newAccount(t.app, 'kyc-empty@example.com');
    expect(await kyc(a)).toEqual({
      status: 'PENDING_DOCUMENT',
      identityConfirmed: false,
      proofOfAddressConfirmed: false,
      questionnaireAnswered: false,
      documents: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc' })).statusCode).toBe(401);
  });

  it('goes through the whole happy path: ID front and back, selfie, questionnaire, ops approve, APPROVED', async () => {
    const a = await newAccount(t.app, 'kyc-happy@example.com');
    const front = await upload(t.app, a.auth, { type: 'ID_CARD', country: 'it', side: 'FRONT' }, { data: photo });
    expect(front.statusCode).toBe(200);
    expect(front.json().documents).toMatchObject([
      { type: 'ID_CARD', side: 'FRONT', country: 'IT', status: 'PENDING', reason: null },
    ]);
    expect(front.json().status).toBe('PENDING_DOCUMENT');
    const back = await upload(t.app, a.auth, { type: 'ID_CARD', country: 'IT', side: 'BACK' }, { data: await png() });
    expect(back.statusCode).toBe(200);
    const selfie = await upload(t.app, a.auth, { type: 'SELFIE', country: 'IT' }, { data: photo });
    expect(selfie.statusCode).toBe(200);
    // The documents are complete, but the questionnaire is required before the review.
    expect(selfie.json().status).toBe('PENDING_DOCUMENT');
    expect((await questionnaire(a)).json()).toEqual({ success: true });
    const before = await kyc(a);
    expect(before).toMatchObject({ status: 'UNDER_REVIEW', identityConfirmed: false, questionnaireAnswered: true });
    expect(before.documents).toHaveLength(3);

    // Under review, the record takes no more documents.
    const late = await upload(t.app, a.auth, { type: 'UTILITY_BILL', country: 'IT' }, { data: PDF });
    expect(late.json().code).toBe('kyc_not_pending_document');

    const approved = await ops('kyc', 'approve', 'kyc-happy@example.com');
    expect(approved.code).toBe(0);
    expect(approved.output.join('\n')).toContain('3 document(s); kyc-happy@example.com APPROVED');
    const after = await kyc(a);
    expect(after).toMatchObject({ status: 'APPROVED', identityConfirmed: true });
    expect(after.documents.every((d: { status: string }) => d.status === 'CONFIRMED')).toBe(true);
    const mails = await outbox(t.app, 'kyc-happy@example.com');
    expect(mails.filter((m) => m.kind === 'kyc_confirmed')).toHaveLength(3);
    expect(mails[0]?.text).toContain('confirmed');

    // Approved for identity: no identity document again, but a proof of address is still taken.
    const again = await upload(t.app, a.auth, { type: 'PASSPORT', country: 'IT' }, { data: photo });
    expect(again.json().code).toBe('kyc_not_pending_document');
    const bill = await upload(t.app, a.auth, { type: 'UTILITY_BILL', country: 'IT' }, { data: PDF });
    expect(bill.statusCode).toBe(200);
    const billId = bill.json().documents.find((d: { type: string }) => d.type === 'UTILITY_BILL').id;
    expect((await ops('kyc', 'approve', 'kyc-happy@example.com', billId)).code).toBe(0);
    expect(await kyc(a)).toMatchObject({ status: 'APPROVED', proofOfAddressConfirmed: true });
    const show = await ops('kyc', 'show', 'kyc-happy@example.com');
    expect(show.output.join('\n')).toContain('UTILITY_BILL IT  CONFIRMED');
    expect((await ops('kyc', 'list')).output.join('\n')).toContain('kyc-happy@example.com  APPROVED');
  });

  it('re-requests a rejected back side alone, with its reason, and the user is told in their language', async () => {
    const a = await newAccount(t.app, 'kyc-reject@example.com', { language: 'it' });
    await upload(t.app, a.auth, { type: 'DRIVERS', country: 'ES', side: 'FRONT' }, { data: photo });
    const back = await upload(t.app, a.auth, { type: 'DRIVERS', country: 'ES', side: 'BACK' }, { data: photo });
    await upload(t.app, a.auth, { type: 'SELFIE', country: 'ES' }, { data: photo });
    await questionnaire(a);
    const backId = back.json().documents.find((d: { side: string }) => d.side === 'BACK').id;

    const bad = await ops('kyc', 'reject', 'kyc-reject@example.com', backId, 'nonsense');
    expect(bad.code).toBe(2);
    const rejected = await ops('kyc', 'reject', 'kyc-reject@example.com', backId, 'blurry');
    expect(rejected.code).toBe(0);
    const record = await kyc(a);
    expect(record.status).toBe('ERROR');
    expect(record.documents.find((d: { id: string }) => d.id === backId)).toMatchObject({
      status: 'REJECTED',
      reason: 'blurry',
    });
    const [mail] = await outbox(t.app, 'kyc-reject@example.com');
    expect(mail).toMatchObject({ kind: 'kyc_rejected', data: { reason: 'blurry', documentId: backId } });
    expect(mail?.text).toContain("l'immagine è sfocata");

    // The front is still pending: it may not be sent twice; the rejected back may.
    const twin = await upload(t.app, a.auth, { type: 'DRIVERS', country: 'ES', side: 'FRONT' }, { data: photo });
    expect(twin.json().code).toBe('kyc_document_already_exist');
    const resent = await upload(t.app, a.auth, { type: 'DRIVERS', country: 'ES', side: 'BACK' }, { data: photo });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status).toBe('UNDER_REVIEW');
    expect(resent.json().documents).toHaveLength(4);
    expect((await ops('kyc', 'approve', 'kyc-reject@example.com')).code).toBe(0);
    expect(await kyc(a)).toMatchObject({ status: 'APPROVED', identityConfirmed: true });
  });

  it('closes a record for good', async () => {
    const a = await newAccount(t.app, 'kyc-close@example.com');
    await upload(t.app, a.auth, { type: 'PASSPORT', country: 'FR' }, { data: photo });
    expect((await ops('kyc', 'close', 'kyc-close@example.com')).output).toEqual(['kyc closed: kyc-close@example.com']);
    expect((await kyc(a)).status).toBe('CLOSED');
    const refused = await upload(t.app, a.auth, { type: 'SELFIE', country: 'FR' }, { data: photo });
    expect(refused.json().code).toBe('kyc_not_pending_document');
    expect((await ops('kyc', 'approve', 'kyc-close@example.com')).code).toBe(1);
    expect((await questionnaire(a)).json().code).toBe('kyc_not_pending_document');
    expect((await ops('kyc', 'show', 'nobody@example.com')).code).toBe(1);
  });

  it('stores a re-encoded copy without EXIF or GPS, encrypted, and shows its thumbnail to its owner only', async () => {
    const a = await newAccount(t.app, 'kyc-exif@example.com');
    const b = await newAccount(t.app, 'kyc-other@example.com');
    const withGps = await jpeg({ gps: true, width: 3000, height: 2000 });
    expect((await sharp(withGps).metadata()).exif?.toString('latin1')).toContain('CofferTestCam');
    const res = await upload(
      t.app,
      a.auth,
      { type: 'PASSPORT', country: 'GB' },
      { data: withGps, filename: '../../etc/passwd' },
    );
    expect(res.statusCode).toBe(200);
    const [doc] = res.json().documents;
    const [row] = await t.db.query<{ storage_key: string; thumb_key: string }>(
      'SELECT storage_key, thumb_key FROM kyc_documents WHERE id = $1',
      [doc.id],
    );
    expect(row?.storage_key).toMatch(/^kyc\/[0-9a-f-]+\/[0-9a-f-]+$/);
    const raw = store.raw.get(row?.storage_key ?? '') as Buffer;
    expect(raw.subarray(0, 3).toString()).toBe('CF1');
    expect(raw.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    const stored = (await t.app.services.files.get(row?.storage_key ?? '')) as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('CofferTestCam'))).toBe(false);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048);

    const thumb = await t.app.inject({ method: 'GET', url: `/api/kyc/documents/${doc.id}/thumbnail`, headers: a.auth });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(Buffer.from(thumb.json().data, 'base64')).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBeLessThanOrEqual(320);
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/kyc/documents/${doc.id}/thumbnail`,
      headers: b.auth,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('not_found');
    expect((await kyc(b)).documents).toEqual([]);
    // Nobody reaches a stored file by URL.
    const byUrl = await t.app.inject({ method: 'GET', url: `/api/files/${row?.storage_key}` });
    expect(byUrl.statusCode).toBe(404);
  });

  it('refuses bad files by their first bytes and content, whatever their name or declared type', async () => {
    const a = await newAccount(t.app, 'kyc-bad@example.com');
    const cases: { name: string; data: Buffer; filename?: string; contentType?: string; code: string }[] = [
      { name: 'text named .jpg', data: Buffer.from('hello, not an image at all'), code: 'fileCorrupt' },
      {
        name: 'claims to be a PNG',
        data: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]),
        filename: 'x.png',
        contentType: 'image/png',
        code: 'fileCorrupt',
      },
      { name: 'truncated JPEG', data: photo.subarray(0, Math.floor(photo.length / 2)), code: 'imageCorrupt' },
      {
        name: 'PDF as an identity document',
        data: PDF,
        filename: 'id.pdf',
        contentType: 'application/pdf',
        code: 'fileCorrupt',
      },
      { name: 'empty file', data: Buffer.alloc(0), code: 'fileCorrupt' },
    ];
    for (const c of cases) {
      const res = await upload(t.app, a.auth, { type: 'PASSPORT', country: 'DE' }, c);
      expect(res.statusCode, c.name).toBe(400);
      expect(res.json().code, c.name).toBe('bad_params');
      expect(validationCodes(res.json()), c.name).toEqual([c.code]);
    }
    const halfPdf = await upload(t.app, a.auth, { type: 'UTILITY_BILL', country: 'DE' }, { data: PDF.subarray(0, 40) });
    expect(validationCodes(halfPdf.json())).toEqual(['fileCorrupt']);
    expect((await kyc(a)).documents).toEqual([]);
    expect(store.raw.size).toBeGreaterThan(0);
  });

  it('answers bad form fields with bad_params, and a missing side of a two-sided document', async () => {
    const a = await newAccount(t.app, 'kyc-fields@example.com');
    const bad: Record<string, string>[] = [
      { type: 'VISA', country: 'IT' },
      { type: 'PASSPORT', country: 'ZZ' },
      { type: 'PASSPORT', country: 'ITA' },
      { type: 'PASSPORT' },
      { type: 'ID_CARD', country: 'IT' },
      { type: 'PASSPORT', country: 'IT', side: 'FRONT' },
      { type: 'ID_CARD', country: 'IT', side: 'TOP' },
      { type: 'PASSPORT', country: 'IT', extra: '1' },
    ];
    for (const fields of bad) {
      const res = await upload(t.app, a.auth, fields, { data: photo });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().code, JSON.stringify(fields)).toBe('bad_params');
    }
    const noFile = await upload(t.app, a.auth, { type: 'PASSPORT', country: 'IT' });
    expect(noFile.json().code).toBe('bad_params');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      headers: a.auth,
      payload: { type: 'PASSPORT' },
    });
    expect(json.json().code).toBe('bad_request');
    expect((await kyc(a)).documents).toEqual([]);
  });

  it('takes the questionnaire once, validated', async () => {
    const a = await newAccount(t.app, 'kyc-q@example.com');
    const invalid = [
      { ...QUESTIONNAIRE, employmentStatus: 'ASTRONAUT' },
      { ...QUESTIONNAIRE, occupation: undefined },
      { ...QUESTIONNAIRE, sourceOfFunds: [] },
      { ...QUESTIONNAIRE, taxResidency: [{ country: 'QQ' }] },
      { ...QUESTIONNAIRE, politicallyExposed: 'no' },
      { ...QUESTIONNAIRE, extra: true },
    ];
    for (const body of invalid) expect((await questionnaire(a, body)).json().code).toBe('bad_params');
    const student = { ...QUESTIONNAIRE, employmentStatus: 'STUDENT', occupation: undefined };
    expect((await questionnaire(a, student)).statusCode).toBe(200);
    const twice = await questionnaire(a);
    expect(twice.json().code).toBe('already_exists');
    expect((await kyc(a)).questionnaireAnswered).toBe(true);
  });
});
