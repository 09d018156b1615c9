import type { Config } from './config';
import type { Database } from './db/client';
import { RateLimiter } from './http/rate-limit';
import { createNotifier, type Notifier } from './providers/notifier/index';
import { createPriceOracle, type PriceOracle } from './providers/prices/index';
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
  limiter: RateLimiter;
  /** Coin prices in EUR, GBP and USD: the sandbox feed, or CoinGecko when COINGECKO_URL is set. */
  prices: PriceOracle;
}

export function createServices(
  config: Config,
  db: Database,
  overrides: Partial<Omit<Services, 'config' | 'db'>> = {},
): Services {
  const masterKey = overrides.masterKey ?? loadMasterKey(config);
  return {
    config,
    db,
    now: overrides.now ?? (() => new Date()),
    notifier:
      overrides.notifier ??
      createNotifier(db, { sandbox: config.sandbox, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    masterKey,
    secretBox: overrides.secretBox ?? new SecretBox(masterKey),
    limiter: overrides.limiter ?? new RateLimiter(),
    prices: overrides.prices ?? createPriceOracle(config),
  };
}
