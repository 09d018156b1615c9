import { randomUUID } from 'node:crypto';
import { cardStatusLabel, parseAmount } from '@coffer/domain';
import { authorize, clear, type EventResult, refund, reverse } from '../modules/cards/events';
import { MERCHANT_CURRENCIES, type MerchantCurrency } from '../modules/cards/pricing';
import { type CardRow, isKnownMcc } from '../modules/cards/records';
import { changeStatus, liveCardOf } from '../modules/cards/service';
import { cardIssuer } from '../providers/card-issuer/index';
import type { OpsCommand, OpsContext } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const USAGE = [
  'card list <email>',
  'card ship <email>',
  'card authorize <email> <amount> <currency> [--merchant <name>] [--mcc <code>] [--country <cc>]',
  'card clear <operation> [amount]',
  'card reverse <operation>',
  'card refund <operation> [amount]',
  'card atm <email> <amount> <currency>',
  'card status <email> <STATUS>',
  'card pin-block <email>',
  'card details <email>',
  'card advice <email> <amount> <currency> [--merchant <name>] [--mcc <code>] [--country <cc>]',
];

function options(args: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--')) {
      flags[arg.slice(2)] = args[i + 1] ?? '';
      i++;
    } else positional.push(arg);
  }
  return { positional, flags };
}

async function cardOf(ctx: OpsContext, email: string | undefined): Promise<{ error: string } | { card: CardRow }> {
  if (!email) return { error: 'an email is needed' };
  const [user] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
  if (!user) return { error: `no account with email ${email}` };
  const card = await liveCardOf(ctx.services(), user.id);
  if (!card) return { error: `${email} has no card` };
  return { card };
}

function cents(text: string | undefined): bigint | null {
  if (!text || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  return parseAmount(text, 2);
}

function currency(text: string | undefined): MerchantCurrency | null {
  const upper = (text ?? '').toUpperCase();
  return (MERCHANT_CURRENCIES as readonly string[]).includes(upper) ? (upper as MerchantCurrency) : null;
}

function report(ctx: OpsContext, result: EventResult): number {
  const reason = result.declineReason ? ` (${result.declineReason})` : '';
  ctx.out(`operation ${result.operationId}: ${result.status}${reason}${result.applied ? '' : ' [already applied]'}`);
  return 0;
}

async function run(ctx: OpsContext, action: string | undefined, rest: string[]): Promise<number> {
  const services = ctx.services();
  const { positional, flags } = options(rest);
  const [first, second, third] = positional;
  switch (action) {
    case 'list': {
      const found = await cardOf(ctx, first);
      if ('error' in found) return fail(ctx, found.error);
      const c = found.card;
      ctx.out(
        `card ${c.id}: ${c.status} (${cardStatusLabel(c.status)}) •••• ${c.last4} exp ${c.expiration} ${c.coin} limit ${c.monthly_limit} EUR${c.shipped_at ? ' shipped' : ' not shipped'}`,
      );
      const ops = await ctx.db.query<{
        id: string;
        type: string;
        status: string;
        amount: string;
        coin: string;
        merchant_name: string | null;
      }>(
        'SELECT id, type, status, amount::text AS amount, coin, merchant_name FROM card_operations WHERE card_id = $1 ORDER BY seq DESC LIMIT 20',
        [c.id],
      );
      for (const op of ops)
        ctx.out(`  ${op.id} ${op.type} ${op.status} ${op.amount} ${op.coin} ${op.merchant_name ?? ''}`.trimEnd());
      return 0;
    }
    case 'ship': {
      const found = await cardOf(ctx, first);
      if ('error' in found) return fail(ctx, found.error);
      await ctx.db.query('UPDATE cards SET shipped_at = COALESCE(shipped_at, $2) WHERE id = $1', [
        found.card.id,
        services.now(),
      ]);
      ctx.out(`card ${found.card.id} shipped`);
      return 0;
    }
    case 'authorize':
    case 'advice':
    case 'atm': {
      const found = await cardOf(ctx, first);
      const amount = cents(second);
      const cur = currency(third);
      if ('error' in found) return fail(ctx, found.error);
      if (!amount || !cur) return fail(ctx, `usage: ${USAGE[action === 'atm' ? 6 : action === 'advice' ? 10 : 2]}`, 2);
      const mcc = flags.mcc ?? (action === 'atm' ? '6011' : '5411');
      if (!isKnownMcc(mcc)) return fail(ctx, `unknown merchant category code ${mcc}`, 2);
      const result = await authorize(services, {
        eventId: `ops_${randomUUID()}`,
        cardId: found.card.id,
        cents: amount,
        currency: cur,
        merchantName: flags.merchant ?? (action === 'atm' ? 'ATM' : 'Sandbox merchant'),
        merchantId: flags['merchant-id'] ?? null,
        mcc,
        country: (flags.country ?? 'GB').toUpperCase(),
        atm: action === 'atm',
        advice: action === 'advice',
      });
      return report(ctx, result);
    }
    case 'clear':
    case 'refund':
    case 'reverse': {
      if (!first || !UUID.test(first))
        return fail(ctx, `usage: card ${action} <operation>${action === 'reverse' ? '' : ' [amount]'}`, 2);
      const amount = second === undefined ? undefined : cents(second);
      if (amount === null) return fail(ctx, 'the amount is digits with at most 2 decimals', 2);
      const eventId = `ops_${randomUUID()}`;
      const input = { eventId, operationId: first, ...(amount !== undefined ? { cents: amount } : {}) };
      const result =
        action === 'clear'
          ? await clear(services, input)
          : action === 'refund'
            ? await refund(services, input)
            : await reverse(services, input);
      return report(ctx, result);
    }
    case 'status':
    case 'pin-block': {
      const found = await cardOf(ctx, first);
      if ('error' in found) return fail(ctx, found.error);
      const status = action === 'pin-block' ? 'PIN_BLOCKED' : (second ?? '').toUpperCase();
      await changeStatus(services, found.card, { status }, 'operator');
      ctx.out(`card ${found.card.id}: ${found.card.status} -> ${status}`);
      return 0;
    }
    case 'details': {
      if (!services.config.sandbox) return fail(ctx, 'card details exist only in the sandbox');
      const found = await cardOf(ctx, first);
      if ('error' in found) return fail(ctx, found.error);
      const secret = await cardIssuer(services).revealForTester(found.card.issuer_token);
      if (!secret) return fail(ctx, 'the sandbox issuer has no such card');
      ctx.out(`number ${secret.pan} cvc2 ${secret.cvc2} expiry ${secret.expiration} (sandbox card)`);
      return 0;
    }
    default:
      for (const line of USAGE) ctx.out(`usage: ${line}`);
      return 2;
  }
}

function fail(ctx: OpsContext, message: string, code = 1): number {
  ctx.out(message);
  return code;
}

/** The sandbox card issuer's side of card life (issue 15): shipping, network events, operator statuses. */
export const CARD_COMMANDS: Record<string, OpsCommand> = {
  card: {
    usage: 'card list|ship|authorize|advice|clear|reverse|refund|atm|status|pin-block|details ...',
    summary:
      'the sandbox card issuer: ship a card, send authorisations, clearings, reversals, refunds, ATM withdrawals; operator statuses',
    run: async (ctx, [action, ...rest]) => {
      try {
        return await run(ctx, action, rest);
      } catch (error) {
        const e = error as { code?: string; message?: string };
        ctx.out(`refused: ${e.code ?? 'error'}: ${e.message ?? ''}`);
        return 1;
      }
    },
  },
};
