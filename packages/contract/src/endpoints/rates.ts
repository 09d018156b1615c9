import { FIRST_PUBLICATION_DAY, isIsoDay } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/** A calendar day 'YYYY-MM-DD' from the first euro reference rates on; "not in the future" needs the server's clock. */
export const ratesDay = z.string().check(
  z.maxLength(10),
  z.refine(isIsoDay, 'A calendar day as YYYY-MM-DD'),
  z.refine((day) => day >= FIRST_PUBLICATION_DAY, `No reference rates before ${FIRST_PUBLICATION_DAY}`),
);

/** Units of a currency per 1 EUR, an exact decimal string (never a JSON number). */
export const bankRate = z.string().check(z.regex(/^\d+(\.\d+)?$/));

export const bankRatesResponse = z.object({
  base: z.literal('EUR'),
  /** The publication the rates come from: the day asked for, or the last publication before it. */
  date: z.string(),
  /** ISO 4217 code to rate, for the fiat currencies of the domain's list that the source publishes. */
  rates: z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), bankRate),
});
export type BankRatesResponse = z.infer<typeof bankRatesResponse>;

/**
 * Spec section 7: POST /rates on the rates API, no auth header; served here at /api/rates (the
 * client's rates URI defaults to this server). No body, an empty one or no date asks for the latest.
 */
export const getBankRates = endpoint({
  method: 'POST',
  path: '/rates',
  summary: 'EUR-based bank reference rates of a day (latest when no date); closed days answer the day before',
  tag: 'rates',
  auth: false,
  body: () => z.nullish(z.object({ date: z.optional(ratesDay) })),
  response: () => bankRatesResponse,
});
