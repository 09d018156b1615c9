import { walletCoins } from '@coffer/domain';
import { settleOpen } from '../modules/chain/movements';
import { type CoinSwitchName, readCoinFlags, setCoinSwitch } from '../modules/coins/flags';
import type { OpsCommand, OpsContext } from './types';

const USAGE = 'coin maintenance|deposit|withdraw <COIN> on|off | coin status';

const SWITCHES: readonly CoinSwitchName[] = ['maintenance', 'deposit', 'withdraw'];

/** Every wallet coin of this environment (EUR and GBP too: wallets opened earlier still hold them). */
function coinsOf(ctx: OpsContext): string[] {
  return walletCoins({ production: ctx.services().config.production }).map((c) => c.code as string);
}

async function heldDeposits(ctx: OpsContext, coin: string): Promise<number> {
  const [row] = await ctx.db.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM transactions WHERE type = 'DEPOSIT' AND status = 'UNCONFIRMED' AND coin = $1",
    [coin],
  );
  return Number(row?.n ?? '0');
}

/** Every wallet coin: its switches as set and what it allows now (maintenance pauses deposits and withdrawals). */
async function status(ctx: OpsContext): Promise<void> {
  const flags = await readCoinFlags(ctx.db);
  const word = (on: boolean) => (on ? 'on' : 'off');
  for (const coin of coinsOf(ctx)) {
    const now = flags.of(coin);
    const set = flags.switchesOf(coin);
    const notes = [
      set.deposit !== now.deposit ? 'deposit off by maintenance' : '',
      set.withdraw !== now.withdraw ? 'withdraw off by maintenance' : '',
    ].filter(Boolean);
    ctx.out(
      `${coin.padEnd(5)} maintenance ${word(now.maintenance).padEnd(3)} deposit ${word(now.deposit).padEnd(3)} withdraw ${word(now.withdraw)}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    );
  }
}

/** Operator switches per coin (docs/decisions/0017-coin-maintenance.md), shared by every instance. */
export const COIN_COMMANDS: Record<string, OpsCommand> = {
  coin: {
    usage: USAGE,
    summary: 'pause or resume a coin (maintenance, deposits, withdrawals), or show every coin’s switches',
    run: async (ctx, [action, code, state]) => {
      if (action === 'status' && code === undefined) {
        await status(ctx);
        return 0;
      }
      const name = SWITCHES.find((s) => s === action);
      if (!name || !code || (state !== 'on' && state !== 'off')) {
        ctx.out(`usage: ${USAGE}`);
        return 2;
      }
      const services = ctx.services();
      const coins = coinsOf(ctx);
      const coin = code.toUpperCase();
      if (!coins.includes(coin)) {
        ctx.out(`${coin} is not a wallet coin here: the coins are ${coins.join(', ')}`);
        return 1;
      }
      await setCoinSwitch(ctx.db, coin, name, state === 'on');
      const flags = (await readCoinFlags(ctx.db)).of(coin);
      ctx.out(
        `${coin} ${name} ${state}: maintenance ${flags.maintenance ? 'on' : 'off'}, deposits ${flags.deposit ? 'on' : 'off'}, withdrawals ${flags.withdraw ? 'on' : 'off'}`,
      );
      const held = await heldDeposits(ctx, coin);
      if (flags.deposit && held > 0) {
        // Deposits held while paused that already have their confirmations are credited now.
        await settleOpen(services);
        const credited = held - (await heldDeposits(ctx, coin));
        ctx.out(`${coin} deposits credited now: ${credited} (still waiting for confirmations: ${held - credited})`);
      } else if (!flags.deposit && held > 0) {
        ctx.out(`${coin} deposits held until deposits are on again: ${held}`);
      }
      return 0;
    },
  },
};
