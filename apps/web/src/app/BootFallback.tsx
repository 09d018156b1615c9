import { useTranslation } from 'react-i18next';

/** Shown while the first screen's code loads; it keeps the page's colours so nothing flashes. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-bg" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
