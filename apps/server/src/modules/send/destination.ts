import {
  buildXrpDestination,
  isValidAddressFor,
  isValidUkBankAccount,
  isValidXrpTag,
  transferPartyName,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { WalletRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';

/** Where a send goes: a Coffer wallet (internal) or the outside world (withdrawal). */
export type Destination =
  | {
      kind: 'internal';
      walletId: string;
      userId: string;
      ledgerAccountId: string;
      address: string;
      name: string;
      /** The sender confirmed a send to this wallet before: no code is needed. */
      trusted: boolean;
    }
  | { kind: 'withdraw'; address: string };

interface Match {
  id: string;
  user_id: string;
  ledger_account_id: string;
  address: string;
  first_name: string;
  last_name: string;
  trusted: boolean;
}

/** Looks a Coffer wallet up, with whether `senderId` already trusts it, in one query. */
async function findWallet(
  services: Services,
  senderId: string,
  where: ReturnType<typeof sql>,
): Promise<Match | undefined> {
  const result = (await services.db.orm.execute(sql`SELECT w.id, w.user_id, w.ledger_account_id, w.address,
      u.first_name, u.last_name, (tr.wallet_id IS NOT NULL) AS trusted
    FROM wallets w JOIN users u ON u.id = w.user_id
    LEFT JOIN trusted_recipients tr ON tr.wallet_id = w.id AND tr.user_id = ${senderId}
    WHERE ${where} LIMIT 1`)) as unknown as { rows: Match[] };
  return result.rows[0];
}

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Resolves `to` for a send from `from`: a Coffer user's email, or an address, IBAN or UK account of a
 * Coffer wallet in the same coin, is internal; anything else must pass the coin's own validator.
 */
export async function resolveDestination(
  services: Services,
  from: WalletRow,
  to: string,
  tag: string | undefined,
  senderId: string,
): Promise<Destination> {
  const coin = from.coin;
  const trimmed = to.trim();
  if (tag !== undefined && (coin !== 'XRP' || !isValidXrpTag(tag))) {
    throw new AppError('invalid_address', coin === 'XRP' ? 'Not a valid destination tag' : 'Only XRP takes a tag');
  }
  let match: Match | undefined;
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    const [user] = await services.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    if (!user) throw new AppError('invalid_recipient', 'No Coffer account has this email');
    match = await findWallet(services, senderId, sql`w.user_id = ${user.id} AND w.coin = ${coin}`);
    if (!match) throw new AppError('invalid_recipient', `This Coffer user has no ${coin} wallet`);
  } else if (coin === 'XRP') {
    match = tag
      ? await findWallet(
          services,
          senderId,
          sql`w.coin = 'XRP' AND w.address = ${trimmed} AND w.extra ->> 'tag' = ${tag}`,
        )
      : undefined;
  } else if (coin === 'EUR' || coin === 'GBP') {
    const account = compact(trimmed);
    match =
      coin === 'GBP' && /^\d{14}$/.test(account)
        ? await findWallet(
            services,
            senderId,
            sql`w.coin = 'GBP' AND w.extra ->> 'sortCode' = ${account.slice(0, 6)} AND w.extra ->> 'accountNumber' = ${account.slice(6)}`,
          )
        : await findWallet(services, senderId, sql`w.coin = ${coin} AND w.address = ${account}`);
  } else {
    match = await findWallet(services, senderId, sql`w.coin = ${coin} AND w.address = ${trimmed}`);
  }

  if (match) {
    if (match.id === from.id) throw new AppError('invalid_recipient', 'You cannot send to the same wallet');
    return {
      kind: 'internal',
      walletId: match.id,
      userId: match.user_id,
      ledgerAccountId: match.ledger_account_id,
      address: match.address,
      name: transferPartyName(match.first_name, match.last_name) ?? '',
      trusted: Boolean(match.trusted),
    };
  }
  return { kind: 'withdraw', address: outsideAddress(services, coin, trimmed, tag) };
}

/** An outside destination, checked by its coin's validator and written the way the chain wants it. */
function outsideAddress(services: Services, coin: string, to: string, tag: string | undefined): string {
  if (coin === 'GBP' && /^\d{14}$/.test(compact(to))) {
    const account = compact(to);
    if (isValidUkBankAccount({ sortCode: account.slice(0, 6), accountNumber: account.slice(6) })) {
      return `${account.slice(0, 6)} ${account.slice(6)}`;
    }
  }
  const address = coin === 'EUR' || coin === 'GBP' ? compact(to) : to;
  if (!isValidAddressFor(coin, address, services.config.network)) {
    throw new AppError('invalid_address', `Not a valid ${coin} address`);
  }
  return coin === 'XRP' ? buildXrpDestination(address, tag) : address;
}
