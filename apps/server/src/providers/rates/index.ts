import { EcbBankRates } from './ecb';
import { SandboxBankRates } from './sandbox';
import type { BankRates } from './types';

export { EcbBankRates, type EcbOptions } from './ecb';
export { type EcbDay, parseEcbXml, publicationOn } from './ecb-xml';
export { SandboxBankRates, sandboxDeviationPpm } from './sandbox';
export * from './types';

/** The ECB-style adapter when BANK_RATES_URL is set (the sandbox table behind it), else the sandbox bank. */
export function createBankRates(config: { bankRatesUrl: string | undefined }, now: () => Date): BankRates {
  const sandbox = new SandboxBankRates(now);
  if (!config.bankRatesUrl) return sandbox;
  return new EcbBankRates({ baseUrl: config.bankRatesUrl, fallback: sandbox, now });
}
