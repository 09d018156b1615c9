import { type CoinFlags, type CoinSwitches, coinFlags, OPEN_COIN_SWITCHES } from '@coffer/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';

/**
 * Per-coin operator switches (docs/decisions/0017-coin-maintenance.md). They live in `coin_flags` and
 * are read from the database on every call that needs them (one small indexed read, no cache), so every
 * instance obeys a switch the moment an operator flips it.
 */
export type CoinSwitchName = keyof CoinSwitches;

export interface CoinFlagsTable {
  /** The effective flags of a coin (maintenance pauses deposits and withdrawals). */
  of(coin: string): CoinFlags;
  /** The switches as stored (for `ops coin status`). */
  switchesOf(coin: string): CoinSwitches;
}

type Reader = Pick<Database, 'query'>;

export async function readCoinFlags(db: Reader): Promise<CoinFlagsTable> {
  const rows = await db.query<CoinSwitches & { coin: string }>(
    'SELECT coin, maintenance, deposit, withdraw FROM coin_flags',
  );
  const stored = new Map(
    rows.map((r) => [r.coin, { maintenance: r.maintenance, deposit: r.deposit, withdraw: r.withdraw }]),
  );
  const switchesOf = (coin: string) => stored.get(coin) ?? OPEN_COIN_SWITCHES;
  return { switchesOf, of: (coin) => coinFlags(switchesOf(coin)) };
}

async function flagsOfCoin(db: Reader, coin: string): Promise<CoinFlags> {
  const [row] = await db.query<CoinSwitches>('SELECT maintenance, deposit, withdraw FROM coin_flags WHERE coin = $1', [
    coin,
  ]);
  return coinFlags(row ?? OPEN_COIN_SWITCHES);
}

/** Sets one switch of a coin (the others keep their value). */
export async function setCoinSwitch(db: Reader, coin: string, name: CoinSwitchName, on: boolean): Promise<void> {
  const column = { maintenance: 'maintenance', deposit: 'deposit', withdraw: 'withdraw' }[name];
  await db.query(
    `INSERT INTO coin_flags (coin, ${column}) VALUES ($1, $2)
     ON CONFLICT (coin) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()`,
    [coin, on],
  );
}

/**
 * A send or withdrawal from the coin: `unsupported_coin` while its withdrawals are off (or it is in
 * maintenance), since the coin is then missing from the status call's supported_withdrawal_coins.
 */
export async function requireWithdrawals(db: Reader, coin: string): Promise<void> {
  withdrawalsOpen(coin, await flagsOfCoin(db, coin));
}

/** `requireWithdrawals` on flags already read (a send reads them with its destination, in one statement). */
export function withdrawalsOpen(coin: string, flags: CoinFlags): void {
  if (!flags.withdraw) throw new AppError('unsupported_coin', `Sending ${coin} is paused for now`);
}

/** An Earn move in the coin: `investment_disabled` while the coin is in maintenance. */
export async function requireEarnOpen(db: Reader, coin: string): Promise<void> {
  if ((await flagsOfCoin(db, coin)).maintenance) {
    throw new AppError('investment_disabled', `Earn is paused for ${coin} during its maintenance`);
  }
}
