import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { bannedIps, users } from '../db/schema';
import { liftLockout } from '../modules/account/credentials';
import { verifyCards } from '../modules/cards/verify';
import { ledgerStats, verifyLedger } from '../modules/ledger/verify';
import { walletListLines } from '../modules/wallets/ops';
import { BANK_COMMANDS } from './bank-commands';
import { CARD_COMMANDS } from './card-commands';
import { COIN_COMMANDS } from './coin-commands';
import { EARN_COMMANDS } from './earn-commands';
import { EXCHANGE_COMMANDS } from './exchange-commands';
import { KYC_COMMANDS } from './kyc-commands';
import { MONEY_COMMANDS } from './money-commands';
import { SUPPORT_COMMANDS } from './support-commands';
import type { OpsCommand } from './types';

async function setSetting(db: Database, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2, updated_at = now()',
    [key, value],
  );
}

const USER_ACTIONS = {
  disable: { active: false },
  enable: { active: true },
  ban: { banned: true },
  unban: { banned: false },
} as const;

/** Operator commands; each returns the process exit code. */
export const OPS_COMMANDS: Record<string, OpsCommand> = {
  user: {
    usage: 'user disable|enable|ban|unban|unlock <email>',
    summary: 'close or reopen an account, block or unblock it (429), lift its sign-in lockout',
    run: async ({ db, out }, [action, email]) => {
      if (action === 'unlock' && email) {
        const lifted = await liftLockout(db, email, new Date());
        out(`unlock: ${email.toLowerCase()} (${lifted} failed sign-in${lifted === 1 ? '' : 's'} lifted)`);
        return 0;
      }
      const change = action && action in USER_ACTIONS ? USER_ACTIONS[action as keyof typeof USER_ACTIONS] : undefined;
      if (!change || !email) {
        out('usage: user disable|enable|ban|unban|unlock <email>');
        return 2;
      }
      const updated = await db.orm
        .update(users)
        .set(change)
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      if (!updated.length) {
        out(`no account with email ${email}`);
        return 1;
      }
      out(`${action}: ${email.toLowerCase()}`);
      return 0;
    },
  },
  ip: {
    usage: 'ip ban|unban <address>',
    summary: 'block or unblock a client address (429 on every API call)',
    run: async ({ db, out }, [action, ip]) => {
      if ((action !== 'ban' && action !== 'unban') || !ip) {
        out('usage: ip ban|unban <address>');
        return 2;
      }
      if (action === 'ban') await db.orm.insert(bannedIps).values({ ip }).onConflictDoNothing();
      else await db.orm.delete(bannedIps).where(eq(bannedIps.ip, ip));
      out(`${action}: ${ip}`);
      return 0;
    },
  },
  maintenance: {
    usage: 'maintenance on|off',
    summary: 'answer 503 on every API call but the account status',
    run: async ({ db, out }, [state]) => {
      if (state !== 'on' && state !== 'off') {
        out('usage: maintenance on|off');
        return 2;
      }
      await setSetting(db, 'maintenance', state);
      out(`maintenance ${state}`);
      return 0;
    },
  },
  migrate: {
    usage: 'migrate',
    summary: 'apply pending database migrations',
    run: async ({ db, out }) => {
      const applied = await migrate(db);
      out(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
      return 0;
    },
  },
  'app-version': {
    usage: 'app-version <x.y.z>',
    summary: 'publish the app version clients compare themselves with',
    run: async ({ db, out }, [version]) => {
      if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
        out('usage: app-version <x.y.z>');
        return 2;
      }
      await setSetting(db, 'app_version', version);
      out(`published app version ${version}`);
      return 0;
    },
  },
  ledger: {
    usage: 'ledger verify',
    summary: 'check every ledger invariant; exit 1 on any violation',
    run: async ({ db, out }, [action]) => {
      if (action !== 'verify') {
        out('usage: ledger verify');
        return 2;
      }
      const violations = [...(await verifyLedger(db)), ...(await verifyCards(db))];
      for (const v of violations) out(`${v.check} ${v.ref}: ${v.detail}`);
      if (violations.length) return 1;
      const { accounts, transfers } = await ledgerStats(db);
      out(`ledger verified: ${accounts} accounts, ${transfers} transfers`);
      return 0;
    },
  },
  wallet: {
    usage: 'wallet list <email>',
    summary: "print a user's wallets, balances and receive details",
    run: async ({ db, out }, [action, email]) => {
      if (action !== 'list' || !email) {
        out('usage: wallet list <email>');
        return 2;
      }
      const lines = await walletListLines(db, email);
      if (!lines) {
        out(`no account with email ${email}`);
        return 1;
      }
      for (const line of lines) out(line);
      return 0;
    },
  },
  ...MONEY_COMMANDS,
  ...BANK_COMMANDS,
  ...CARD_COMMANDS,
  ...EARN_COMMANDS,
  ...EXCHANGE_COMMANDS,
  ...SUPPORT_COMMANDS,
  ...COIN_COMMANDS,
  ...KYC_COMMANDS,
};
