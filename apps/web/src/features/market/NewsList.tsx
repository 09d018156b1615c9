import type { NewsItem } from '@coffer/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { newsLanguage, newsQuery } from './api';
import { useMarketFormat } from './format';

export function useNews() {
  const { i18n } = useTranslation();
  return useQuery(newsQuery(newsLanguage(i18n.language)));
}

export function NewsCard({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
  const format = useMarketFormat();
  return (
    <Link
      to={`/auth/market/news/${encodeURIComponent(item.id)}`}
      className="flex gap-3 rounded-xl p-2 hover:bg-surface-2"
      data-testid="news-item"
    >
      {item.imageurl ? (
        <img
          src={item.imageurl}
          alt=""
          loading="lazy"
          className={`${compact ? 'h-14 w-20' : 'h-20 w-28 sm:h-24 sm:w-36'} shrink-0 rounded-lg object-cover`}
        />
      ) : null}
      <span className="min-w-0">
        <span className="line-clamp-2 font-semibold text-fg">{item.title}</span>
        <span className="mt-1 block text-xs text-fg-muted">
          {item.source_info?.name ?? item.source} · {format.date(item.published_on)}
        </span>
      </span>
    </Link>
  );
}

/** The latest news in the app's language, with images and sources. */
export function NewsList({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const news = useNews();
  const items = news.data?.data.Data ?? [];
  return (
    <div className="grid gap-2">
      {news.isError ? <FormAlert>{errorMessage(news.error, t)}</FormAlert> : null}
      {news.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      <ul className="grid gap-1" data-testid="news-list">
        {items.slice(0, limit).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} compact={limit !== undefined} />
          </li>
        ))}
      </ul>
    </div>
  );
}
