import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_TERMS, type EarnRates, NETWORKS, parseEarnRates } from '@coffer/domain';
import { z } from 'zod';
import { APP_LINKS_ENV, type AppLinksConfig, appLinksConfigOf } from './modules/app-links/config';
import { ENGAGEMENT_ENV, type EngagementConfig, engagementConfigOf } from './modules/engagement/config';
import { type KycGatedAction, parseKycGatedActions } from './modules/kyc/gate';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Earn rates when EARN_RATES is unset (percent per year). */
export const DEFAULT_EARN_RATES = 'EUR:4,GBP:3.5,BTC:1,ETH:2,USDT:6,USDC:6,DAI:6';

/** The sample terms shipped in the repository (apps/server/terms, copied to dist/terms by the build). */
export function defaultTermsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'terms'), join(here, '..', 'terms')].find((dir) => existsSync(dir)) ?? join(here, '..', 'terms');
}

/** The first current terms text missing in English from a terms folder, or null when all are there. */
function missingTerms(folder: string): string | null {
  for (const [kind, version] of Object.entries(CURRENT_TERMS)) {
    const file = join(kind, version, 'en.md');
    if (!existsSync(join(folder, file))) return file;
  }
  return null;
}

/** Every environment variable the server reads, with its default (README "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX: bool.default(true),
  NETWORK: z.enum(NETWORKS).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Coffer <no-reply@coffer.local>'),
  SIGNUP_DISABLED: bool.default(false),
  PROHIBITED_COUNTRIES: z
    .string()
    .regex(/^([A-Za-z]{2})(,[A-Za-z]{2})*$|^$/, 'comma-separated two-letter country codes')
    .default('KP,IR,SY,CU'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(10_080),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(90),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: bool.default(false),
  SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Sandbox chain: blocks a crypto deposit waits for, and seconds per block (0: only `ops chain mine`). */
  DEPOSIT_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).default(3),
  CHAIN_BLOCK_SECONDS: z.coerce.number().min(0).max(86_400).default(10),
  /** Incoming money worth more than this many EUR is BLOCKED until proof of funds is approved. */
  PROOF_OF_FUNDS_EUR: z.coerce.number().int().min(0).default(10_000),
  /** Earn: yearly percent per coin ("EUR:4,BTC:1"); coins left out have Earn disabled; "none" disables all. */
  EARN_RATES: z
    .string()
    .default(DEFAULT_EARN_RATES)
    .transform((text, ctx): EarnRates => {
      const parsed = parseEarnRates(text);
      if (parsed.ok) return parsed.rates;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /** Exchange: the spread taken from the oracle's mid rate, in percent (a plain decimal, e.g. 0.5). */
  EXCHANGE_SPREAD_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,6})?$/, 'a percentage below 100 such as 0.5')
    .default('0.5'),
  /** Exchange: seconds a quoted rate may be used for. */
  RATE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** Exchange: EUR value a user may exchange per UTC day. */
  EXCHANGE_DAILY_LIMIT_EUR: z.coerce.number().int().min(1).max(1_000_000_000).default(25_000),
  /** ECB-style eurofxref folder for bank reference rates; unset: the sandbox table. */
  BANK_RATES_URL: z.string().url('must be a URL').optional(),
  RATES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Who opens IBANs and UK accounts for EUR and GBP wallets: the sandbox bank, or none (no fiat wallets). */
  BANK_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  /** Sandbox outbox for every client, not only loopback ones (decision 0021). */
  DEV_OUTBOX_OPEN: bool.default(false),
  /** KYC (decision 0023): actions refused with kyc_not_confirmed until identity is confirmed; "none" gates nothing. */
  KYC_GATED_ACTIONS: z
    .string()
    .default('cardOrder,withdrawal')
    .transform((text, ctx) => {
      const parsed = parseKycGatedActions(text);
      if (parsed) return parsed;
      ctx.addIssue({ code: 'custom', message: 'comma-separated cardOrder, withdrawal, or none' });
      return z.NEVER;
    }),
  /** KYC sandbox: review a complete upload set by itself after this many seconds (0: only `ops kyc`). */
  KYC_AUTO_REVIEW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  /** KYC provider webhook: the HMAC-SHA256 secret; unset: the webhook answers not_found. */
  KYC_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** Stored user files (decision 0024): a local folder under DATA_DIR, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url('must be a URL').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Referral bonuses, Web Push and Chatwoot (issue 18). */
  ...ENGAGEMENT_ENV,
  /** The apps' id and signing identities for the app-link association files (issue 19). */
  ...APP_LINKS_ENV,
  /** Folder of the terms texts, `<kind>/<version>/<lang>.md` (decision 0019); unset: the sandbox samples. */
  TERMS_DIR: z
    .string()
    .optional()
    .transform((dir, ctx) => {
      const folder = dir ? resolve(dir) : defaultTermsDir();
      const missing = missingTerms(folder);
      if (missing) ctx.addIssue({ code: 'custom', message: `${folder} has no ${missing}` });
      return folder;
    }),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  logLevel: string;
  sandbox: boolean;
  network: 'mainnet' | 'testnet';
  bodyLimit: number;
  webDist: string | undefined;
  publicUrl: string | undefined;
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  signupDisabled: boolean;
  prohibitedCountries: string[];
  sessionIdleMs: number;
  sessionMaxMs: number;
  authRateLimitPerMinute: number;
  /** log2 of scrypt's N for new password hashes. */
  scryptCost: number;
  /** Read client addresses from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  depositConfirmations: number;
  /** 0 turns the sandbox chain's block timer off. */
  chainBlockMs: number;
  /** EUR cents above which incoming money is BLOCKED until proof of funds. */
  proofOfFundsCents: bigint;
  /** Earn's yearly rate per coin in ppm; a coin without one has Earn disabled. */
  earnRates: EarnRates;
  /** Percent below the mid rate that exchange rates are quoted at (a plain decimal string). */
  exchangeSpreadPercent: string;
  /** How long a quoted exchange rate stays usable. */
  rateTtlMs: number;
  /** EUR cents a user may exchange per UTC day. */
  exchangeDailyLimitCents: bigint;
  /** Folder of the ECB-style eurofxref files; undefined: the sandbox bank. */
  bankRatesUrl: string | undefined;
  /** Requests per minute per client address on POST /api/rates. */
  ratesPerMinute: number;
  /** The bank that opens fiat accounts; 'none' refuses EUR and GBP wallets (decision 0015). */
  bankProvider: 'sandbox' | 'none';
  /** Folder of the terms texts: `<kind>/<version>/<lang>.md`, English required for the current versions. */
  termsDir: string;
  /** The sandbox outbox answers every client, not only loopback ones. */
  devOutboxOpen: boolean;
  /** Actions that need a confirmed identity (KYC_GATED_ACTIONS). */
  kycGatedActions: ReadonlySet<KycGatedAction>;
  /** Sandbox auto-review delay of a complete KYC set; 0: off. */
  kycAutoReviewMs: number;
  /** HMAC secret of the KYC provider's webhook; undefined: no webhook. */
  kycWebhookSecret: string | undefined;
  /** Where user files are kept (encrypted either way). */
  fileStorage:
    | { kind: 'local' }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** Referral bonuses, VAPID keys and the Chatwoot adapter (issue 18). */
  engagement: EngagementConfig;
  /** The association files of the iOS/Android apps' https links (issue 19). */
  appLinks: AppLinksConfig;
}

export class ConfigError extends Error {}

function fileStorageOf(e: z.output<typeof envSchema>): Config['fileStorage'] {
  if (e.FILE_STORAGE === 'local') return { kind: 'local' };
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = e;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration: FILE_STORAGE: s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return { kind: 's3', endpoint, bucket, region: e.S3_REGION, accessKeyId, secretAccessKey };
}

/** Parses the environment; a bad value is one clear error naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    sandbox: e.SANDBOX,
    network: e.NETWORK ?? (e.SANDBOX ? 'testnet' : 'mainnet'),
    bodyLimit: e.BODY_LIMIT_BYTES,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    publicUrl: e.PUBLIC_URL,
    secretKey: e.SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    signupDisabled: e.SIGNUP_DISABLED,
    prohibitedCountries: e.PROHIBITED_COUNTRIES ? e.PROHIBITED_COUNTRIES.toUpperCase().split(',') : [],
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    scryptCost: e.SCRYPT_COST,
    trustProxy: e.TRUST_PROXY,
    depositConfirmations: e.DEPOSIT_CONFIRMATIONS,
    chainBlockMs: Math.round(e.CHAIN_BLOCK_SECONDS * 1000),
    proofOfFundsCents: BigInt(e.PROOF_OF_FUNDS_EUR) * 100n,
    earnRates: e.EARN_RATES,
    exchangeSpreadPercent: e.EXCHANGE_SPREAD_PERCENT,
    rateTtlMs: e.RATE_TTL_SECONDS * 1000,
    exchangeDailyLimitCents: BigInt(e.EXCHANGE_DAILY_LIMIT_EUR) * 100n,
    bankRatesUrl: e.BANK_RATES_URL,
    ratesPerMinute: e.RATES_PER_MINUTE,
    bankProvider: e.BANK_PROVIDER ?? (e.SANDBOX ? 'sandbox' : 'none'),
    termsDir: e.TERMS_DIR,
    devOutboxOpen: e.DEV_OUTBOX_OPEN,
    kycGatedActions: e.KYC_GATED_ACTIONS,
    kycAutoReviewMs: e.KYC_AUTO_REVIEW_SECONDS * 1000,
    kycWebhookSecret: e.KYC_WEBHOOK_SECRET,
    fileStorage: fileStorageOf(e),
    engagement: engagementConfigOf(e),
    appLinks: appLinksConfigOf(e),
  };
}
