import { SUPPORTED_LANGUAGES } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

export const termsKind = z.enum(['wallet', 'earn', 'card']);

export const termsDocument = z.object({
  kind: termsKind,
  version: z.string(),
  /** The language of the text served: the one asked for, or English when it has no translation. */
  language: z.enum(SUPPORTED_LANGUAGES),
  /** The terms as Markdown, from the operator's terms folder (`TERMS_DIR`); the client renders it safely. */
  markdown: z.string(),
});
export type TermsDocument = z.infer<typeof termsDocument>;

/** The text of the wallet, Earn or card terms of a version (decision 0019). Public: sign-up links to it. */
export const getTerms = endpoint({
  method: 'GET',
  path: '/terms/{kind}/{version}',
  summary: 'The text of a terms version in a language (English when it has no translation)',
  tag: 'terms',
  auth: false,
  params: () =>
    z.object({
      kind: termsKind,
      version: z.string().check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'a version such as 1.1.0')),
    }),
  query: () => z.object({ lang: z._default(z.enum(SUPPORTED_LANGUAGES), 'en') }),
  response: () => termsDocument,
});
