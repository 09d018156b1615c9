import { coinDecimals, formatAmount, type NotificationKind } from '@coffer/domain';
import type { Services } from '../../services';
import { notifyLater } from './service';

/**
 * A money event as a notification (issue 18): the owner of the transaction's receiving wallet
 * (`to`: deposits, incoming money) or sending wallet (`from`: withdrawals, fees) is told its amount and
 * coin. Fire and forget, after the money's transaction committed.
 */
export function notifyTransaction(
  services: Services,
  transactionId: string,
  kind: NotificationKind,
  side: 'to' | 'from',
): void {
  void (async () => {
    const [row] = await services.db.query<{ user_id: string; coin: string; amount: string }>(
      `SELECT w.user_id, t.coin, t.amount::text AS amount FROM transactions t
         JOIN wallets w ON w.id = ${side === 'to' ? 'COALESCE(t.wallet_to_id, t.wallet_id)' : 't.wallet_id'}
        WHERE t.id = $1`,
      [transactionId],
    );
    if (!row) return;
    const amount = formatAmount(BigInt(row.amount), coinDecimals(row.coin) ?? 0);
    notifyLater(services, row.user_id, kind, { amount, coin: row.coin, transactionId });
  })().catch(() => undefined);
}

/**
 * Whether a sign-in comes from a device this account never used (by the app's DeviceID), asked before
 * the new session is written; a first sign-in ever is not "new".
 */
export async function isNewDevice(services: Services, userId: string, deviceId: string | null): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await services.db.query<{ any: boolean; same: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1) AS any,
            EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND device_id = $2) AS same`,
    [userId, deviceId],
  );
  return Boolean(row?.any && !row.same);
}

/** A card authorisation as a notification: card_authorised, or card_declined with its reason. */
export function notifyCardOperation(
  services: Services,
  userId: string,
  result: { status: string; declineReason: string | null; operationId: string },
  amount: bigint,
  coin: string,
  merchant: string | null,
): void {
  const kind: NotificationKind = result.status === 'REJECTED' ? 'card_declined' : 'card_authorised';
  notifyLater(services, userId, kind, {
    amount: formatAmount(amount, coinDecimals(coin) ?? 0),
    coin,
    merchant: merchant ?? '',
    operationId: result.operationId,
    ...(result.declineReason ? { reason: result.declineReason } : {}),
  });
}
