import { PLATFORM_TOKEN_CODE, parseAmount } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { runOps } from '../src/ops/run';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, MINUTE, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, fund, listOf, ops, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2031, 0, 15, 9));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 9));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n%...').toString('base64')}`;

describe(`proofs of funds, refunds and tiers (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    // Incoming money above 100 EUR is blocked here.
    t = await testApp(
      { depositConfirmations: 1, proofOfFundsCents: 10_000n, sessionIdleMs: 1e12, sessionMaxMs: 1e12 },
      { now: clock.now, prices },
    );
    a = await newAccount(t.app, 'proof-a@example.com');
    b = await newAccount(t.app, 'proof-b@example.com');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const refund = (transactionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/refund', headers: a.auth, payload: { transactionId } });
  const upload = (who: TestAccount, id: string, file: string, fileName = 'statement.png') =>
    t.app.inject({
      method: 'POST',
      url: `/api/transaction/${id}/proofOfFund`,
      headers: who.auth,
      payload: { fileName, file },
    });

  describe('proof of funds', () => {
    let blocked: string;
    beforeAll(async () => {
      blocked = await fund(t, a, 'EUR', '500');
    });

    it('blocks incoming money above the threshold without crediting it', async () => {
      expect(await balance(t, a, 'EUR')).toBe('0.00');
      expect(await listOf(t, a, `/api/transaction/${blocked}`)).toMatchObject({ type: 'DEPOSIT', status: 'BLOCKED' });
    });

    it('takes PDF, PNG and JPEG documents and lists them', async () => {
      const png = await upload(a, blocked, PNG);
      expect(png.statusCode, png.body).toBe(200);
      expect(png.json()).toMatchObject({
        status: 'PENDING',
        contentType: 'image/png',
        fileName: 'statement.png',
        size: 12,
      });
      clock.advance(1000);
      expect((await upload(a, blocked, PDF, 'bank.pdf')).json()).toMatchObject({ contentType: 'application/pdf' });
      const listed = await listOf(t, a, `/api/transaction/${blocked}/proofOfFund`);
      expect(listed.map((p) => p.fileName)).toEqual(['statement.png', 'bank.pdf']);
    });

    it.each([
      [Buffer.from('hello, not a document').toString('base64'), 400, 'bad_params'],
      ['not base64!!', 400, 'bad_params'],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6_291_457)]).toString('base64'),
        413,
        'entity_too_large',
      ],
    ])('refuses a bad file (%#) with %i %s', async (file, status, code) => {
      const res = await upload(a, blocked, file);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
    });

    it.each([
      [{ file: PNG }],
      [{ fileName: 'a.png' }],
      [{ fileName: '', file: PNG }],
      [{ fileName: 'x'.repeat(201), file: PNG }],
      [{ fileName: 'a.png', file: 42 }],
    ])('answers bad_params to the upload body %j', async (payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/transaction/${blocked}/proofOfFund`,
        headers: a.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
    });

    it('stops at 5 documents per transaction', async () => {
      for (let i = 0; i < 3; i++) expect((await upload(a, blocked, PNG)).statusCode).toBe(200);
      expect((await upload(a, blocked, PNG)).json().code).toBe('max_proof_of_funds_reach');
    });

    it('hides another user’s transaction and refuses a transaction that is not blocked', async () => {
      expect((await upload(b, blocked, PNG)).statusCode).toBe(404);
      const small = await fund(t, a, 'EUR', '50');
      expect((await upload(a, small, PNG)).json().code).toBe('transaction_not_blocked');
      const refused = await refund(small);
      expect(refused.json().code).toBe('transaction_not_blocked');
    });

    it('credits the money when an operator approves the proofs', async () => {
      const [line] = await ops(t, 'proof', 'approve', blocked);
      expect(line).toMatch(/approved/);
      expect(await balance(t, a, 'EUR')).toBe('550.00');
      expect(await listOf(t, a, `/api/transaction/${blocked}`)).toMatchObject({ status: 'CONFIRMED' });
      const proofs = await listOf(t, a, `/api/transaction/${blocked}/proofOfFund`);
      expect(new Set(proofs.map((p) => p.status))).toEqual(new Set(['APPROVED']));
      expect((await runOps(t.db, ['proof', 'approve', blocked], t.app.services)).code).toBe(1);
    });

    it('refunds a blocked transaction to its origin', async () => {
      const second = await fund(t, a, 'EUR', '300');
      expect(await listOf(t, a, '/api/user/refund')).toEqual([
        expect.objectContaining({
          transactionId: second,
          status: 'BLOCKED',
          amount: '300.00',
          toAddress: expect.stringMatching(/^LT/),
        }),
      ]);
      const res = await refund(second);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: second, status: 'REFUNDED', refundTransactionId: expect.any(String) });
      expect(await balance(t, a, 'EUR')).toBe('550.00');
      const again = await refund(second);
      expect(again.json().code).toBe('transaction_not_blocked');
      const bad = await refund('x');
      expect(bad.json().code).toBe('bad_params');
    });
  });

  describe('tiers', () => {
    const tiers = async (who: TestAccount) => listOf(t, who, '/api/user/tiers');
    const buy = (who: TestAccount, label: string) =>
      t.app.inject({ method: 'PUT', url: '/api/user/updateTier', headers: who.auth, payload: { label } });

    it('lists the four ordinary tiers with TIER_0 active and their AMN price', async () => {
      const list = await tiers(b);
      expect(list.map((x) => x.label)).toEqual(['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3']);
      expect(list[0]).toMatchObject({ active: true, amount_EUR: '0.00', balanceAMN: '0.000000000000000000' });
      expect(list[1]).toMatchObject({
        active: false,
        amount_EUR: '150.00',
        view: expect.objectContaining({ withdrawLimit: 400, withdrawFee: 2, monthlyFee: 1 }),
      });
      expect(parseAmount(String(list[1]!.balanceAMN), 18)).toBeGreaterThan(0n);
    });

    it('refuses a tier the AMN balance cannot pay, then sells it and debits the AMN', async () => {
      expect((await buy(b, 'TIER_1')).json().code).toBe('balance_not_enough');
      const price = String((await tiers(b))[1]!.balanceAMN);
      // Worth more than this file's 100 EUR threshold: blocked, then approved.
      await ops(t, 'proof', 'approve', await fund(t, b, PLATFORM_TOKEN_CODE, '100000'));
      const res = await buy(b, 'TIER_1');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().find((x: { active: boolean }) => x.active).label).toBe('TIER_1');
      const left = parseAmount(await balance(t, b, PLATFORM_TOKEN_CODE), 18);
      expect(left).toBe(parseAmount('100000', 18) - parseAmount(price, 18));
      const [payment] = await listOf(t, b, '/api/transaction?type=OUTGOING');
      expect(payment).toMatchObject({ coinCode: 'AMN', toAddress: 'TIER_1', amountEUR: '150.00', status: 'CONFIRMED' });
    });

    it('allows one change per 24 hours (tier_rate_limiting)', async () => {
      expect((await buy(b, 'TIER_0')).json().code).toBe('tier_rate_limiting');
      clock.advance(24 * 60 * MINUTE + 1);
      expect((await buy(b, 'TIER_0')).statusCode).toBe(200);
    });

    it('shows and sells a special tier only to the user it was granted to', async () => {
      expect((await buy(a, 'TIER_ICO_1')).json().code).toBe('not_found');
      expect((await buy(a, 'TIER_9')).json().code).toBe('bad_params');
      await ops(t, 'tier', 'grant', a.email, 'TIER_ICO_1');
      expect((await tiers(a)).map((x) => x.label)).toContain('TIER_ICO_1');
      expect((await tiers(b)).map((x) => x.label)).not.toContain('TIER_ICO_1');
      expect((await buy(a, 'TIER_ICO_1')).statusCode).toBe(200);
    });

    it('charges the monthly fee once per month in AMN', async () => {
      const before = parseAmount(await balance(t, b, PLATFORM_TOKEN_CODE), 18);
      await ops(t, 'tier', 'fees');
      await ops(t, 'tier', 'fees');
      const after = parseAmount(await balance(t, b, PLATFORM_TOKEN_CODE), 18);
      const fees = await listOf(t, b, '/api/transaction?type=OUTGOING');
      const monthly = fees.filter((f) => f.toAddress === 'MONTHLY_FEE');
      expect(monthly).toHaveLength(1);
      expect(monthly[0]).toMatchObject({ amountEUR: '1.00' });
      expect(before - after).toBe(parseAmount(String(monthly[0]!.amount), 18));
      await walletIn(t, a, PLATFORM_TOKEN_CODE);
    });
  });
});
