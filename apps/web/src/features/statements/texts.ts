import type { DocumentContext, DocumentTexts } from '@coffer/documents';
import type { Language } from '@coffer/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type NamespaceLoaders, useNamespace } from '../../lib/i18n/namespace';

const loaders: NamespaceLoaders = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
};

const DOC_KEYS = [
  'period',
  'wallet',
  'openingBalance',
  'closingBalance',
  'generatedOn',
  'noTransactions',
  'transactionConfirmation',
  'status',
  'fees',
  'reference',
  'amount',
  'date',
  'accountConfirmation',
  'holder',
  'name',
  'address',
  'birthday',
  'phone',
  'email',
  'activationDate',
  'accountStatus',
  'eurAccount',
  'gbpAccount',
  'cardConfirmation',
  'balanceSummary',
  'currency',
] as const satisfies readonly (keyof DocumentTexts)[];

/** The statements namespace, loaded with the feature; `ready` is false until its texts are there. */
export function useStatementsText() {
  const ready = useNamespace('statements', loaders);
  const { t, i18n } = useTranslation('statements');
  return { ready, t, language: i18n.language as Language };
}

/**
 * What a builder is told about the reader: the language (dates, numbers) and the words the spec
 * leaves free, in that language; the spec's fixed English wording stays in the builders.
 */
export function documentContext(t: TFunction<'statements'>, language: Language): DocumentContext {
  const texts = Object.fromEntries(DOC_KEYS.map((key) => [key, t(`doc.${key}`)])) as unknown as DocumentTexts;
  return { language, texts, now: new Date() };
}
