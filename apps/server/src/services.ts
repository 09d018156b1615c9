import type { Config } from './config';
import type { Database } from './db/client';
import { createRateLimiter, type RateLimiter } from './http/rate-limit';
import { createRawFileStore, encryptedFileStore, type FileStore } from './providers/files/index';
import { createMarketData, type MarketData } from './providers/market/index';
import { createNotifier, type Notifier } from './providers/notifier/index';
import { createPriceOracle, type PriceOracle } from './providers/prices/index';
import { type BankRates, createBankRates } from './providers/rates/index';
import { loadMasterKey } from './security/master-key';
import { SecretBox } from './security/secret-box';

/** Everything a request handler may use; built once per app, replaceable in tests. */
export interface Services {
  config: Config;
  db: Database;
  now: () => Date;
  notifier: Notifier;
  masterKey: Buffer;
  secretBox: SecretBox;
  /** Per-address and per-account request limits: shared in the database on PostgreSQL, in memory on PGlite. */
  limiter: RateLimiter;
  /** Coin prices in EUR, GBP and USD: the sandbox feed, or CoinGecko when COINGECKO_URL is set. */
  prices: PriceOracle;
  /** EUR-based bank reference rates by day: the sandbox table, or the ECB-style feed at BANK_RATES_URL. */
  bankRates: BankRates;
  /** Market data and crypto news (cached, coalesced, stale on failure): the sandbox, or CoinGecko/CryptoCompare. */
  market: MarketData;
  /** Users' files (KYC documents), encrypted at rest: a folder under DATA_DIR or an S3 bucket (decision 0024). */
  files: FileStore;
}

export function createServices(
  config: Config,
  db: Database,
  overrides: Partial<Omit<Services, 'config' | 'db'>> = {},
): Services {
  const masterKey = overrides.masterKey ?? loadMasterKey(config);
  const now = overrides.now ?? (() => new Date());
  const prices = overrides.prices ?? createPriceOracle(config);
  return {
    config,
    db,
    now,
    notifier:
      overrides.notifier ??
      createNotifier(db, { sandbox: config.sandbox, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    masterKey,
    secretBox: overrides.secretBox ?? new SecretBox(masterKey),
    limiter: overrides.limiter ?? createRateLimiter(db),
    prices,
    bankRates: overrides.bankRates ?? createBankRates(config, now),
    market: overrides.market ?? createMarketData(config, prices, now),
    files: encryptedFileStore(overrides.files ?? createRawFileStore(config), masterKey),
  };
}
