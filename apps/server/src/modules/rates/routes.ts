import { getBankRates } from '@coffer/contract';
import { utcDay } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/routes';

/**
 * Spec section 7: the rates API's POST /rates, served by this server (no auth: the client sends the
 * rates calls without its token). Limited per address, as any public call that fetches upstream.
 */
export async function bankRateRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    getBankRates,
    async ({ body, services, request }) => {
      const day = body?.date;
      // The contract checks the form and the first publication; only the clock knows the future.
      if (day !== undefined && day > utcDay(services.now().toISOString())) {
        throw new AppError('bad_params', 'No reference rates for a future day', {
          issues: [{ path: 'date', message: 'A day in the future', code: 'custom' }],
        });
      }
      const table = await services.bankRates.ratesOn(day);
      if (table.fallback) {
        request.log.warn({ reason: table.fallback, day }, 'bank rates unavailable, built-in table used');
      }
      return { base: 'EUR' as const, date: table.date, rates: table.rates };
    },
    { perMinute: app.services.config.ratesPerMinute },
  );
}
