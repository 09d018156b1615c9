import {
  atomicForFiatCents,
  coinDecimals,
  fiatCentsOf,
  isFiat,
  mulFraction,
  PLATFORM_TOKEN_CODE,
  rescale,
  tierDefinition,
  WITHDRAW_FEE,
} from '@coffer/domain';
import { AppError } from '../../http/app-error';
import type { PriceFiat } from '../../providers/prices/types';
import type { Services } from '../../services';

/** Currencies a merchant may charge the sandbox card in. */
export const MERCHANT_CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export type MerchantCurrency = PriceFiat;

export function decimalsOf(coin: string): number {
  const decimals = coinDecimals(coin);
  if (decimals === undefined) throw new Error(`unknown coin ${coin}`);
  return decimals;
}

export interface Priced {
  /** What the funding wallet pays, in its atomic units (fees excluded). */
  amount: bigint;
  fee: bigint;
  amountEurCents: bigint;
}

/**
 * A merchant amount in the funding coin at the oracle's rate (docs/decisions/0026): the wallet pays
 * at least the merchant amount (rounded up), the EUR value is rounded half-up. ATM withdrawals add the
 * spec's withdraw fee (WITHDRAW_FEE EUR), converted the same way.
 */
export async function priceCardAmount(
  services: Pick<Services, 'prices'>,
  coin: string,
  cents: bigint,
  currency: MerchantCurrency,
  at: Date,
  atm: boolean,
): Promise<Priced> {
  const decimals = decimalsOf(coin);
  const inCoin = async (value: bigint, fiat: MerchantCurrency) =>
    coin === fiat
      ? rescale(value, 2, decimals, 'ceil')
      : atomicForFiatCents(value, decimals, await price(services, coin, fiat, at), 'ceil');
  const amount = await inCoin(cents, currency);
  const amountEurCents =
    currency === 'EUR'
      ? cents
      : coin === 'EUR'
        ? rescale(amount, decimals, 2, 'half-up')
        : fiatCentsOf(amount, decimals, await price(services, coin, 'EUR', at), 'half-up');
  const fee = atm ? await inCoin(BigInt(WITHDRAW_FEE) * 100n, 'EUR') : 0n;
  return { amount, fee, amountEurCents };
}

async function price(services: Pick<Services, 'prices'>, coin: string, fiat: MerchantCurrency, at: Date) {
  try {
    return await services.prices.price(coin, fiat, at);
  } catch {
    throw new AppError('rate_unavailable', 'No price for the card currency right now');
  }
}

/** A part of an amount in proportion (clearing or refunding part of a purchase), rounded up. */
export function proportion(total: bigint, part: bigint, whole: bigint): bigint {
  if (whole === 0n) return 0n;
  return (total * part + whole - 1n) / whole;
}

/** The card cashback of the user's tier (spec section 9: special tiers), in AMN units; 0 when none is due. */
export async function cardCashback(
  services: Pick<Services, 'prices'>,
  tier: string | null | undefined,
  amountEurCents: bigint,
  at: Date,
): Promise<{ amount: bigint; valueCents: bigint }> {
  const fraction = tier ? tierDefinition(tier)?.cashback?.card : undefined;
  if (!fraction || amountEurCents <= 0n) return { amount: 0n, valueCents: 0n };
  const valueCents = mulFraction(amountEurCents, fraction, 'floor');
  if (valueCents <= 0n) return { amount: 0n, valueCents: 0n };
  const amnPrice = await price(services, PLATFORM_TOKEN_CODE, 'EUR', at);
  return { amount: atomicForFiatCents(valueCents, decimalsOf(PLATFORM_TOKEN_CODE), amnPrice, 'floor'), valueCents };
}

export function isCardFundingCoin(coin: string): boolean {
  return coinDecimals(coin) !== undefined && (isFiat(coin) || coin !== PLATFORM_TOKEN_CODE);
}
