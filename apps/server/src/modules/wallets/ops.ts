import { coinDecimals, formatAmount } from '@coffer/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { balanceOf } from '../ledger/index';
import { listOwnWallets } from './service';

/** `wallet list <email>`: one line per wallet (coin, spendable balance, held, address, extra); null for no such user. */
export async function walletListLines(db: Database, email: string): Promise<string[] | null> {
  const [user] = await db.orm
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user) return null;
  const rows = await listOwnWallets(db, user.id);
  const lines = [`${user.email}: ${rows.length} wallet${rows.length === 1 ? '' : 's'}`];
  for (const row of rows) {
    const decimals = coinDecimals(row.coin) ?? 0;
    const balance = await balanceOf(db, row.ledgerAccountId);
    const held = balance.pending > 0n ? ` (held ${formatAmount(balance.pending, decimals)})` : '';
    const extra = Object.entries(row.extra)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    lines.push(
      `${row.coin.padEnd(5)} ${formatAmount(balance.available, decimals)}${held}  ${row.address}${extra ? `  ${extra}` : ''}  id=${row.id}`,
    );
  }
  return lines;
}
