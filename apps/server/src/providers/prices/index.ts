import { z } from 'zod';
import { loadSeed, type SeedSource } from '../chain/seed';
import { CoinGeckoPriceOracle } from './coingecko';
import { SandboxPriceOracle } from './sandbox';
import type { PriceOracle } from './types';

export { COINGECKO_IDS, CoinGeckoPriceOracle } from './coingecko';
export { REFERENCE_EUR, SandboxPriceOracle } from './sandbox';
export * from './types';

const envSchema = z.object({
  COINGECKO_URL: z.string().url('must be a URL').optional(),
  COINGECKO_API_KEY: z.string().min(1).optional(),
});

/**
 * Reads a seed lazily: the sandbox feed touches DATA_DIR (price-seed, or PRICE_SEED from the
 * environment) only when the first price is asked for, not when the app is built.
 */
class LazySandbox implements PriceOracle {
  private oracle: SandboxPriceOracle | null = null;
  constructor(
    private readonly source: SeedSource,
    private readonly env: Record<string, string | undefined>,
  ) {}
  price(coin: string, fiat: 'EUR' | 'GBP' | 'USD', at: Date) {
    this.oracle ??= new SandboxPriceOracle(
      loadSeed(this.source, { envName: 'PRICE_SEED', fileName: 'price-seed' }, this.env),
    );
    return this.oracle.price(coin, fiat, at);
  }
}

/** The CoinGecko adapter when COINGECKO_URL is set, else the sandbox feed. A bad value fails at start. */
export function createPriceOracle(
  config: SeedSource,
  env: Record<string, string | undefined> = process.env,
): PriceOracle {
  const picked = {
    COINGECKO_URL: env.COINGECKO_URL || undefined,
    COINGECKO_API_KEY: env.COINGECKO_API_KEY || undefined,
  };
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const sandbox = new LazySandbox(config, env);
  if (!parsed.data.COINGECKO_URL) return sandbox;
  return new CoinGeckoPriceOracle({
    baseUrl: parsed.data.COINGECKO_URL,
    apiKey: parsed.data.COINGECKO_API_KEY,
    fallback: sandbox,
  });
}
