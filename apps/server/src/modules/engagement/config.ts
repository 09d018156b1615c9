import { coinDecimals, PLATFORM_TOKEN_CODE, parseAmount } from '@coffer/domain';
import { z } from 'zod';

const AMN_DECIMALS = coinDecimals(PLATFORM_TOKEN_CODE) ?? 18;

const amnAmount = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      try {
        const value = parseAmount(text, AMN_DECIMALS);
        if (value < 0n) throw new Error('negative');
        return value;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'a plain decimal AMN amount, 0 or more' });
        return z.NEVER;
      }
    });

/** Issue 18's environment variables, spread into the server's env schema (config.ts). */
export const ENGAGEMENT_ENV = {
  /** AMN paid to the referred user when their identity is confirmed (BONUS_REFERRED). */
  REFERRAL_BONUS_REFERRED_AMN: amnAmount('10'),
  /** AMN paid to the referrer at the same moment (BONUS_REFERRAL). */
  REFERRAL_BONUS_REFERRAL_AMN: amnAmount('10'),
  /** Web Push VAPID keys (base64url); unset: generated once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'a mailto: or https: URL')
    .default('mailto:support@coffer.local'),
  /** A self-hosted Chatwoot: its URL, an agent API token, the account and API inbox ids, the widget token. */
  CHATWOOT_URL: z.string().url('must be a URL').optional(),
  CHATWOOT_API_TOKEN: z.string().min(1).optional(),
  CHATWOOT_ACCOUNT_ID: z.coerce.number().int().positive().optional(),
  CHATWOOT_INBOX_ID: z.coerce.number().int().positive().optional(),
  CHATWOOT_WEBSITE_TOKEN: z.string().min(1).optional(),
  /**
   * Authenticates Chatwoot's webhook (agents' answers): the API inbox's webhook secret, which Chatwoot
   * 4.13+ signs with (X-Chatwoot-Signature), or a random value put in the webhook URL as ?token= for
   * older Chatwoot. Unset: the webhook answers not_found and answers stay in Chatwoot.
   */
  CHATWOOT_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
};

type EngagementEnv = z.output<z.ZodObject<typeof ENGAGEMENT_ENV>>;

export interface ChatwootConfig {
  url: string;
  apiToken: string;
  accountId: number;
  inboxId: number;
  websiteToken: string | undefined;
  webhookSecret: string | undefined;
}

export interface EngagementConfig {
  referredBonus: bigint;
  referralBonus: bigint;
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Set when every Chatwoot API variable is; the built-in conversation otherwise. */
  chatwoot: ChatwootConfig | undefined;
}

export function engagementConfigOf(e: EngagementEnv): EngagementConfig {
  const chatwoot =
    e.CHATWOOT_URL && e.CHATWOOT_API_TOKEN && e.CHATWOOT_ACCOUNT_ID && e.CHATWOOT_INBOX_ID
      ? {
          url: e.CHATWOOT_URL.replace(/\/+$/, ''),
          apiToken: e.CHATWOOT_API_TOKEN,
          accountId: e.CHATWOOT_ACCOUNT_ID,
          inboxId: e.CHATWOOT_INBOX_ID,
          websiteToken: e.CHATWOOT_WEBSITE_TOKEN,
          webhookSecret: e.CHATWOOT_WEBHOOK_SECRET,
        }
      : undefined;
  return {
    referredBonus: e.REFERRAL_BONUS_REFERRED_AMN,
    referralBonus: e.REFERRAL_BONUS_REFERRAL_AMN,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    chatwoot,
  };
}
