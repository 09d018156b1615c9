import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CoinCode,
  decodeCashAddress,
  isValidAddressFor,
  isValidGbpAddress,
  isValidSepaIban,
  isValidUkBankAccount,
  NETWORKS,
  walletCoins,
} from '@coffer/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWallet } from '../src/modules/wallets';
import { chainFor, SandboxChain } from '../src/providers/chain';
import { loadSeed } from '../src/providers/chain/seed';
import type { PriceOracle } from '../src/providers/prices';
import { newAccount, signupBody, TEST_TARGET, type TestApp, testApp } from './helpers';

const COINS = walletCoins({ production: false }).map((coin) => coin.code);
const seed = Buffer.alloc(32, 3);

/** The mod-97 check of ISO 13616, independent of the encoder under test. */
function ibanMod97(iban: string): number {
  const rearranged = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return Number(BigInt(rearranged) % 97n);
}

describe('sandbox chain addresses', () => {
  it.each(NETWORKS)('every coin gets an address its domain validator accepts (%s)', (network) => {
    const chain = new SandboxChain(seed, network);
    fc.assert(
      fc.property(fc.constantFrom(...COINS), fc.bigInt({ min: 1n, max: 99_999_999n }), (coin, number) => {
        const { address } = chain.receiveDetails(coin, number);
        expect(isValidAddressFor(coin, address, network), `${coin} ${network} ${address}`).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('uses the network the wallet lives on', () => {
    const testnet = new SandboxChain(seed, 'testnet');
    const mainnet = new SandboxChain(seed, 'mainnet');
    expect(testnet.receiveDetails('BTC', 1n).address).toMatch(/^[mn]/);
    expect(mainnet.receiveDetails('BTC', 1n).address).toMatch(/^1/);
    expect(testnet.receiveDetails('DASH', 1n).address).toMatch(/^y/);
    expect(mainnet.receiveDetails('LTC', 1n).address).toMatch(/^L/);
    expect(testnet.receiveDetails('BCH', 1n).address).toMatch(/^bchtest:q/);
    expect(decodeCashAddress(mainnet.receiveDetails('BCH', 1n).address, 'mainnet')?.type).toBe('P2PKH');
    for (const coin of ['BTC', 'LTC', 'DASH', 'BCH'] as CoinCode[]) {
      expect(isValidAddressFor(coin, testnet.receiveDetails(coin, 1n).address, 'mainnet')).toBe(false);
    }
    expect(testnet.receiveDetails('ETH', 5n).address).toMatch(/[A-F]/); // EIP-55 mixed case
  });

  it('derives deterministically from the seed, one address per wallet number', () => {
    const chain = new SandboxChain(seed, 'testnet');
    expect(new SandboxChain(seed, 'testnet').receiveDetails('ETH', 9n)).toEqual(chain.receiveDetails('ETH', 9n));
    expect(new SandboxChain(Buffer.alloc(32, 4), 'testnet').receiveDetails('ETH', 9n)).not.toEqual(
      chain.receiveDetails('ETH', 9n),
    );
    const addresses = new Set(
      Array.from({ length: 500 }, (_, i) => chain.receiveDetails('BTC', BigInt(i + 1)).address),
    );
    expect(addresses.size).toBe(500);
    expect(() => chain.receiveDetails('BTC', 0n)).toThrow(RangeError);
  });

  it('gives EUR a SEPA IBAN with a valid mod-97 checksum and a BIC', () => {
    const chain = new SandboxChain(seed, 'testnet');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999n }), (number) => {
        const { address, extra } = chain.receiveDetails('EUR', number);
        expect(address).toMatch(/^LT\d{18}$/);
        expect(ibanMod97(address)).toBe(1);
        expect(isValidSepaIban(address)).toBe(true);
        expect(extra.bic).toBe('CFFRLT2XXXX');
      }),
    );
  });

  it('gives GBP a sort code and a distinct 8-digit account number, and a matching GB IBAN', () => {
    const chain = new SandboxChain(seed, 'testnet');
    const one = chain.receiveDetails('GBP', 1n);
    const two = chain.receiveDetails('GBP', 2n);
    expect(isValidUkBankAccount({ sortCode: one.extra.sortCode!, accountNumber: one.extra.accountNumber! })).toBe(true);
    expect(one.extra.accountNumber).not.toBe(two.extra.accountNumber);
    expect(isValidGbpAddress(one.address)).toBe(true);
    expect(one.address.endsWith(`${one.extra.sortCode}${one.extra.accountNumber}`)).toBe(true);
    expect(ibanMod97(one.address)).toBe(1);
  });

  it('gives XRP the platform address and the wallet number as destination tag', () => {
    const chain = new SandboxChain(seed, 'testnet');
    const a = chain.receiveDetails('XRP', 10n);
    const b = chain.receiveDetails('XRP', 11n);
    expect(a.address).toBe(b.address);
    expect(a.address).toBe(chain.xrpPlatformAddress());
    expect([a.extra.tag, b.extra.tag]).toEqual(['10', '11']);
    expect(isValidAddressFor('XRP', `${a.address}?dt=${a.extra.tag}`, 'mainnet')).toBe(true);
  });
});

describe('sandbox seeds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { envName: 'CHAIN_SEED', fileName: 'chain-seed' };

  it('keeps a generated seed in DATA_DIR with mode 0600 and reads it back', () => {
    const first = loadSeed({ dataDir: dir, nodeEnv: 'development' }, options, {});
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'chain-seed')).mode & 0o777).toBe(0o600);
    expect(loadSeed({ dataDir: dir, nodeEnv: 'development' }, options, {})).toEqual(first);
  });

  it('prefers the environment, and refuses a short one', () => {
    const fromEnv = loadSeed({ dataDir: dir, nodeEnv: 'production' }, options, { CHAIN_SEED: 'x'.repeat(32) });
    expect(fromEnv).toEqual(
      loadSeed({ dataDir: '/nonexistent', nodeEnv: 'test' }, options, { CHAIN_SEED: 'x'.repeat(32) }),
    );
    expect(() => loadSeed({ dataDir: dir, nodeEnv: 'production' }, options, { CHAIN_SEED: 'short' })).toThrow(
      /CHAIN_SEED/,
    );
  });

  it('builds one chain per configuration', () => {
    const config = { dataDir: dir, nodeEnv: 'development', network: 'testnet' as const };
    expect(chainFor(config, {})).toBe(chainFor(config, {}));
  });
});

describe(`wallet addresses through the API (${TEST_TARGET})`, () => {
  let t: TestApp;
  let p: TestApp;
  const failing: PriceOracle = { price: async () => Promise.reject(new Error('feed down')) };
  beforeAll(async () => {
    t = await testApp({}, { prices: failing });
    p = await testApp({ production: true, network: 'mainnet' });
  });
  afterAll(async () => {
    await t.close();
    await p.close();
  });

  it('stores addresses that validate for every coin, and answers rate "0" when the price feed is down', async () => {
    const a = await newAccount(t.app, 'addr@example.com');
    for (const code of COINS) {
      if (code !== 'AMN')
        await t.app.inject({ method: 'POST', url: '/api/wallet', headers: a.auth, payload: { coinCode: code } });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: a.auth });
    const wallets = res.json() as { address: string; rate: string; coin: { code: CoinCode }; network: 'testnet' }[];
    expect(wallets).toHaveLength(COINS.length);
    for (const w of wallets) {
      expect(isValidAddressFor(w.coin.code, w.address, w.network), `${w.coin.code} ${w.address}`).toBe(true);
      expect(w.rate).toBe('0');
    }
  });

  it('keeps the test coin out of production and uses mainnet addresses there', async () => {
    // Production has no sandbox outbox to log in with: open wallets through the service.
    const signup = await p.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signupBody('prod@example.com'),
    });
    const userId = signup.json().user.id as string;
    await expect(createWallet(p.app.services, userId, 'ERC')).rejects.toMatchObject({ code: 'unsupported_coin' });
    const row = await createWallet(p.app.services, userId, 'BTC');
    expect(p.app.services.config.network).toBe('mainnet');
    expect(isValidAddressFor('BTC', row.address, 'mainnet')).toBe(true);
  });

  it('fails sign-up, leaving no account behind, when the AMN wallet cannot be opened', async () => {
    await t.db.exec('ALTER TABLE wallets RENAME TO wallets_away');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: signupBody('nowallet@example.com'),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.exec('ALTER TABLE wallets_away RENAME TO wallets');
    }
    const rows = await t.db.query('SELECT id FROM users WHERE email = $1', ['nowallet@example.com']);
    expect(rows).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signupBody('nowallet@example.com'),
    });
    expect(again.statusCode).toBe(200);
  });
});
