import { atomicForFiatCents, coinDecimals, fiatCentsOf } from '@coffer/domain';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';

async function eurPrice(services: Pick<Services, 'prices' | 'now'>, coin: string, at: Date) {
  try {
    return await services.prices.price(coin, 'EUR', at);
  } catch {
    throw new AppError('rate_unavailable', `No ${coin} price right now; try again in a moment`);
  }
}

function decimalsOf(coin: string): number {
  const decimals = coinDecimals(coin);
  if (decimals === undefined || decimals === null) throw new Error(`unknown coin ${coin}`);
  return decimals;
}

/** The EUR value in cents of an amount of a coin at `at` (half-up), or `rate_unavailable`. */
export async function eurCentsOf(
  services: Pick<Services, 'prices' | 'now'>,
  coin: string,
  amount: bigint,
  at: Date = services.now(),
): Promise<bigint> {
  if (coin === 'EUR') return amount;
  return fiatCentsOf(amount, decimalsOf(coin), await eurPrice(services, coin, at), 'half-up');
}

/** What `cents` of EUR cost in a coin at `at`, rounded up: a fee or a price never undercharges. */
export async function coinForEurCents(
  services: Pick<Services, 'prices' | 'now'>,
  coin: string,
  cents: bigint,
  at: Date = services.now(),
): Promise<bigint> {
  if (coin === 'EUR') return cents;
  return atomicForFiatCents(cents, decimalsOf(coin), await eurPrice(services, coin, at), 'ceil');
}
