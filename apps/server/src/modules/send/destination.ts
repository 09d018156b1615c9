import {
  buildXrpDestination,
  isValidAddressFor,
  isValidUkBankAccount,
  isValidXrpTag,
  OPEN_COIN_SWITCHES,
  transferPartyName,
} from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { WalletRow } from '../../db/schema';
import { queryOf } from '../../db/sql';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { type Match, type SendLookup, sendLookups } from './lookup-cache';

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

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The wallets `to` may name in `coin`, as a WHERE clause (null: it names none). */
function candidates(coin: string, to: string, tag: string | undefined): SQL | null {
  if (to.includes('@')) {
    return sql`w.user_id = (SELECT id FROM users WHERE email = ${to.toLowerCase()}) AND w.coin = ${coin}`;
  }
  if (coin === 'XRP') {
    return tag ? sql`w.coin = 'XRP' AND w.address = ${to} AND w.extra ->> 'tag' = ${tag}` : null;
  }
  if (coin === 'EUR' || coin === 'GBP') {
    const account = compact(to);
    return coin === 'GBP' && /^\d{14}$/.test(account)
      ? sql`w.coin = 'GBP' AND w.extra ->> 'sortCode' = ${account.slice(0, 6)} AND w.extra ->> 'accountNumber' = ${account.slice(6)}`
      : sql`w.coin = ${coin} AND w.address = ${account}`;
  }
  return sql`w.coin = ${coin} AND w.address = ${to}`;
}

/**
 * Reads, in ONE statement, the coin's operator switches and the Coffer wallet `to` names (with whether
 * `senderId` already trusts it): the send's checks then run on it in their usual order.
 */
export async function lookUpSend(
  services: Services,
  from: WalletRow,
  to: string,
  tag: string | undefined,
  senderId: string,
): Promise<SendLookup> {
  const trimmed = to.trim();
  const email = trimmed.includes('@') ? trimmed.toLowerCase() : null;
  const cache = sendLookups(services.db);
  const key = `${from.coin} ${email ?? trimmed} ${tag ?? ''}`;
  const known = cache.get(from.coin, key, senderId);
  if (known) return known;
  const mark = cache.mark();
  const where = candidates(from.coin, trimmed, tag);
  const [row] = await queryOf<
    Partial<Match> & { maintenance: boolean | null; deposit: boolean | null; withdraw: boolean | null; known: boolean }
  >(
    services.db,
    sql`SELECT f.maintenance, f.deposit, f.withdraw,
        (${email}::text IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE email = ${email})) AS known,
        m.id, m.user_id, m.ledger_account_id, m.address, m.first_name, m.last_name, m.trusted
      FROM (SELECT 1) one
      LEFT JOIN coin_flags f ON f.coin = ${from.coin}
      LEFT JOIN LATERAL (SELECT w.id, w.user_id, w.ledger_account_id, w.address, u.first_name, u.last_name,
          (tr.wallet_id IS NOT NULL) AS trusted
        FROM wallets w JOIN users u ON u.id = w.user_id
        LEFT JOIN trusted_recipients tr ON tr.wallet_id = w.id AND tr.user_id = ${senderId}
        WHERE ${where ?? sql`false`} LIMIT 1) m ON true`,
  );
  const switches =
    row?.maintenance == null
      ? OPEN_COIN_SWITCHES
      : { maintenance: row.maintenance, deposit: Boolean(row.deposit), withdraw: Boolean(row.withdraw) };
  const read = { switches, emailKnown: Boolean(row?.known), match: row?.id ? (row as Match) : undefined };
  cache.keep(mark, from.coin, key, senderId, read);
  return read;
}

/**
 * Resolves `to` for a send from `from`: a Coffer user's email, or an address, IBAN or UK account of a
 * Coffer wallet in the same coin, is internal; anything else must pass the coin's own validator.
 */
export function resolveDestination(
  services: Services,
  from: WalletRow,
  lookup: SendLookup,
  to: string,
  tag: string | undefined,
): Destination {
  const coin = from.coin;
  const trimmed = to.trim();
  if (tag !== undefined && (coin !== 'XRP' || !isValidXrpTag(tag))) {
    throw new AppError('invalid_address', coin === 'XRP' ? 'Not a valid destination tag' : 'Only XRP takes a tag');
  }
  const { match } = lookup;
  if (trimmed.includes('@')) {
    if (!lookup.emailKnown) throw new AppError('invalid_recipient', 'No Coffer account has this email');
    if (!match) throw new AppError('invalid_recipient', `This Coffer user has no ${coin} wallet`);
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
