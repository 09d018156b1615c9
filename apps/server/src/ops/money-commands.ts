import { isFiat, isSpecialTier } from '@coffer/domain';
import { bankDeposit } from '../modules/bank/deposits';
import { createDeposit, failWithdrawal, mine } from '../modules/chain/movements';
import { readCoinFlags } from '../modules/coins/flags';
import { decideProofs } from '../modules/proofs/service';
import { chargeMonthlyFees } from '../modules/tiers/service';
import { findOwnWallet } from '../modules/wallets/service';
import type { OpsCommand, OpsContext } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userWallet(ctx: OpsContext, email: string, coin: string) {
  const [user] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
  if (!user) return { error: `no account with email ${email}` };
  const [wallet] = await ctx.db.query<{ id: string }>('SELECT id FROM wallets WHERE user_id = $1 AND coin = $2', [
    user.id,
    coin.toUpperCase(),
  ]);
  if (!wallet) return { error: `${email} has no ${coin.toUpperCase()} wallet` };
  return { userId: user.id, walletId: wallet.id };
}

/** Sandbox money: deposits, blocks, failed withdrawals, proof-of-funds decisions, tiers. */
export const MONEY_COMMANDS: Record<string, OpsCommand> = {
  deposit: {
    usage: 'deposit <email> <coin> <amount> [from-address] [sender name]',
    summary:
      'the sandbox chain sees a deposit (credited after the confirmations); EUR and GBP arrive as bank transfers',
    run: async (ctx, [email, coin, amount, from, ...name]) => {
      if (!email || !coin || !amount) {
        ctx.out('usage: deposit <email> <coin> <amount> [from-address] [sender name]');
        return 2;
      }
      const found = await userWallet(ctx, email, coin);
      if ('error' in found) {
        ctx.out(found.error as string);
        return 1;
      }
      const services = ctx.services();
      const wallet = await findOwnWallet(services, found.userId, found.walletId);
      try {
        const id = isFiat(wallet.coin)
          ? await bankDeposit(services, { wallet, amount, from, senderName: name.join(' ') })
          : await createDeposit(services, { wallet, amount, fromAddress: from });
        const [row] = await ctx.db.query<{ status: string; confirmations_required: number }>(
          'SELECT status, confirmations_required FROM transactions WHERE id = $1',
          [id],
        );
        ctx.out(
          `deposit ${id}: ${amount} ${wallet.coin} ${row?.status} (needs ${row?.confirmations_required} confirmations)`,
        );
        if (!(await readCoinFlags(ctx.db)).of(wallet.coin).deposit) {
          ctx.out(
            `held: ${wallet.coin} deposits are paused; \`coin deposit ${wallet.coin} on\` credits it (decision 0017)`,
          );
        }
        return 0;
      } catch (error) {
        ctx.out((error as Error).message);
        return 1;
      }
    },
  },
  chain: {
    usage: 'chain mine [blocks]',
    summary: 'mine sandbox blocks now: confirms deposits and withdrawals',
    run: async (ctx, [action, count]) => {
      const blocks = count === undefined ? 1 : Number(count);
      if (action !== 'mine' || !Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) {
        ctx.out('usage: chain mine [blocks]');
        return 2;
      }
      const height = await mine(ctx.services(), blocks);
      ctx.out(`mined ${blocks} block${blocks === 1 ? '' : 's'}: height ${height}`);
      return 0;
    },
  },
  withdraw: {
    usage: 'withdraw fail <transaction-id>',
    summary: 'the chain refuses a pending withdrawal: its hold is released',
    run: async (ctx, [action, id]) => {
      if (action !== 'fail' || !id || !UUID.test(id)) {
        ctx.out('usage: withdraw fail <transaction-id>');
        return 2;
      }
      const done = await failWithdrawal(ctx.services(), id);
      ctx.out(done ? `withdrawal ${id} failed: funds released` : `no pending withdrawal ${id}`);
      return done ? 0 : 1;
    },
  },
  proof: {
    usage: 'proof approve|reject <transaction-id>',
    summary: 'decide on the proof of funds of a BLOCKED incoming transaction',
    run: async (ctx, [action, id]) => {
      if ((action !== 'approve' && action !== 'reject') || !id || !UUID.test(id)) {
        ctx.out('usage: proof approve|reject <transaction-id>');
        return 2;
      }
      const message = await decideProofs(ctx.services(), id, action === 'approve');
      ctx.out(message);
      return message.startsWith('proofs ') ? 0 : 1;
    },
  },
  tier: {
    usage: 'tier grant <email> <special-tier> | tier fees',
    summary: 'give a user a special tier to choose, or charge this month’s tier fees',
    run: async (ctx, [action, email, label]) => {
      if (action === 'fees') {
        const { charged, skipped } = await chargeMonthlyFees(ctx.services());
        ctx.out(`monthly tier fees: ${charged} charged, ${skipped} without a fee due`);
        return 0;
      }
      if (action !== 'grant' || !email || !label || !isSpecialTier(label)) {
        ctx.out('usage: tier grant <email> <TIER_ICO_1|TIER_ICO_2|TIER_BNKF_1|TIER_BNKF_2> | tier fees');
        return 2;
      }
      const rows = await ctx.db.query('UPDATE users SET special_tier = $2 WHERE email = $1 RETURNING id', [
        email.toLowerCase(),
        label,
      ]);
      ctx.out(rows.length ? `${email.toLowerCase()} may choose ${label}` : `no account with email ${email}`);
      return rows.length ? 0 : 1;
    },
  },
};
