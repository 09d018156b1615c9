import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';

/** Tells the user no real money moves here; shown only when the server says so. */
export function SandboxBadge() {
  const { t } = useTranslation();
  const { data } = useAppConfig();
  if (!data?.sandbox) return null;
  return (
    <span
      data-testid="sandbox-badge"
      title={t('app.sandboxHint')}
      className="inline-flex items-center rounded-full border border-warning-border bg-warning-bg px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-warning-fg"
    >
      {t('app.sandbox')}
    </span>
  );
}
