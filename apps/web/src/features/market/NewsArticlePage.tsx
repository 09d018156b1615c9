import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useNamespace } from '../../lib/i18n/namespace';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { cardClass } from '../../lib/ui/styles';
import { useMarketFormat } from './format';
import { MARKET_LOCALES } from './i18n';
import { useNews } from './NewsList';

/** /auth/market/news/:id — one article: the server sanitised its HTML, the page does so again before showing it. */
export function NewsArticlePage() {
  const ready = useNamespace('market', MARKET_LOCALES);
  const { id = '' } = useParams();
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const format = useMarketFormat();
  const news = useNews();
  const item = news.data?.data.Data.find((entry) => entry.id === id);
  if (!ready) return <ShellPage title={tc('market.title')} lead={tc('app.loading')} />;
  return (
    <ShellPage
      bare
      title={item?.title ?? t('news')}
      lead={item ? `${item.source_info?.name ?? item.source} · ${format.date(item.published_on)}` : ''}
    >
      <p>
        <Link to="/auth/market?tab=news" className={linkClass}>
          {t('backToNews')}
        </Link>
      </p>
      {news.isPending ? <p className="text-fg-muted">{tc('app.loading')}</p> : null}
      {news.data && !item ? <FormAlert>{t('articleGone')}</FormAlert> : null}
      {item ? (
        <article className={`${cardClass} grid gap-4`} data-testid="news-article">
          {item.imageurl ? (
            <img src={item.imageurl} alt="" className="max-h-72 w-full rounded-xl object-cover" />
          ) : null}
          <div
            className="grid gap-3 text-fg [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and again here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.body) }}
          />
          {item.url ? (
            <p>
              <a href={item.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('readAtSource', { source: item.source_info?.name ?? item.source })}
              </a>
            </p>
          ) : null}
        </article>
      ) : null}
    </ShellPage>
  );
}
