import { coinDecimals, formatAmount } from '@coffer/domain';
import { ALL, exchangeCoins } from '../modules/exchange/rates';
import type { OpsCommand, OpsContext } from './types';

const USAGE = 'exchange disable|enable <FROM> <TO> | exchange disable|enable all | exchange status';

/** Switches a pair (or, with ALL, everything) off or on for every instance: the switches live in the database. */
async function setPair(ctx: OpsContext, action: 'disable' | 'enable', from: string, to: string): Promise<void> {
  if (action === 'disable') {
    await ctx.db.query(
      'INSERT INTO exchange_disabled_pairs (from_coin, to_coin) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [from, to],
    );
  } else {
    await ctx.db.query('DELETE FROM exchange_disabled_pairs WHERE from_coin = $1 AND to_coin = $2', [from, to]);
  }
}

/** What is switched off, and the inventory per coin (all its shards): the platform's net position from exchanges. */
async function status(ctx: OpsContext): Promise<void> {
  const off = await ctx.db.query<{ from_coin: string; to_coin: string }>(
    'SELECT from_coin, to_coin FROM exchange_disabled_pairs ORDER BY from_coin, to_coin',
  );
  const all = off.some((p) => p.from_coin === ALL);
  ctx.out(all ? 'exchange: switched OFF for every pair' : 'exchange: on');
  const pairs = off.filter((p) => p.from_coin !== ALL);
  ctx.out(
    pairs.length
      ? `disabled pairs: ${pairs.map((p) => `${p.from_coin}>${p.to_coin}`).join(' ')}`
      : 'disabled pairs: none',
  );
  const inventory = await ctx.db.query<{ coin: string; balance: string }>(
    `SELECT coin, sum(balance)::text AS balance FROM ledger_accounts
      WHERE kind = 'system' AND code LIKE 'exchange\\_inventory.%' GROUP BY coin ORDER BY coin`,
  );
  for (const row of inventory) {
    ctx.out(`inventory ${row.coin}: ${formatAmount(BigInt(row.balance), coinDecimals(row.coin) ?? 0)}`);
  }
}

/** Operator switches of the exchange (docs/decisions/0010-exchange.md). */
export const EXCHANGE_COMMANDS: Record<string, OpsCommand> = {
  exchange: {
    usage: USAGE,
    summary: 'switch exchange pairs (or all of them) off and on, or show the switches and inventory',
    run: async (ctx, [action, first, second]) => {
      if (action === 'status' && first === undefined) {
        await status(ctx);
        return 0;
      }
      if (action !== 'disable' && action !== 'enable') {
        ctx.out(`usage: ${USAGE}`);
        return 2;
      }
      if (first?.toLowerCase() === 'all' && second === undefined) {
        await setPair(ctx, action, ALL, ALL);
        ctx.out(`exchange ${action}d for every pair`);
        return 0;
      }
      const coins = exchangeCoins(ctx.services());
      const from = first?.toUpperCase();
      const to = second?.toUpperCase();
      if (!from || !to) {
        ctx.out(`usage: ${USAGE}`);
        return 2;
      }
      if (from === to || !coins.includes(from) || !coins.includes(to)) {
        ctx.out(`${from} to ${to} is not a pair: the coins are ${coins.join(', ')}`);
        return 1;
      }
      await setPair(ctx, action, from, to);
      ctx.out(`exchange ${from} to ${to} ${action}d`);
      return 0;
    },
  },
};
