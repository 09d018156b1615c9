import { getTerms } from '@coffer/contract';
import { type Language, SUPPORTED_LANGUAGES } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { termsHtml } from './markdown';
import { isTermsKind, TERMS_VERSIONS } from './terms';

/** Typography for the rendered terms (no plugin: a few rules on the elements the allow-list keeps). */
const proseClass = [
  'min-w-0 break-words text-fg leading-relaxed',
  '[&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2:first-child]:mt-0',
  '[&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_blockquote]:mt-4 [&_blockquote]:rounded-xl [&_blockquote]:border [&_blockquote]:border-border',
  '[&_blockquote]:bg-surface-2 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote_p]:mt-0',
  '[&_a]:text-primary-strong [&_a]:underline [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1',
  '[&_pre]:overflow-x-auto [&_table]:mt-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border',
  '[&_td]:border-border [&_td]:px-2 [&_th]:px-2 [&_th]:text-left [&_hr]:my-6 [&_hr]:border-border',
].join(' ');

function languageOf(code: string): Language {
  const base = code.slice(0, 2) as Language;
  return SUPPORTED_LANGUAGES.includes(base) ? base : 'en';
}

/** Public terms pages: /terms/wallet, /terms/earn, /terms/card (other kinds are redirected by the route). */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const { kind } = useParams();
  const terms = isTermsKind(kind) ? kind : 'wallet';
  const version = TERMS_VERSIONS[terms];
  const lang = languageOf(i18n.language);
  const text = useQuery({
    queryKey: ['terms', terms, version, lang],
    queryFn: () => apiCall(getTerms, { params: { kind: terms, version }, query: { lang } }),
    staleTime: 5 * 60_000,
  });
  const html = useMemo(() => (text.data ? termsHtml(text.data.markdown) : null), [text.data]);
  return (
    <ShellPage title={t(`terms.${terms}`)} lead={t('terms.lead')}>
      <p className="text-sm text-fg-muted">{t('terms.version', { version })}</p>
      {text.data && text.data.language !== lang ? (
        <p className="mt-2 text-sm text-fg-muted" data-testid="terms-fallback">
          {t('terms.fallback')}
        </p>
      ) : null}
      {text.isError ? (
        <div className="mt-4">
          <FormAlert>{errorMessage(text.error, t)}</FormAlert>
        </div>
      ) : null}
      {html !== null ? (
        <article
          lang={text.data?.language}
          className={`mt-4 ${proseClass}`}
          data-testid="terms-text"
          // Sanitised by termsHtml: Markdown's raw HTML escaped, DOMPurify with an allow-list.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : text.isPending ? (
        <p className="mt-4 text-fg-muted">{t('app.loading')}</p>
      ) : null}
    </ShellPage>
  );
}
