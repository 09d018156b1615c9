import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../lib/app-config';

/** The way to the sandbox outbox, shown only when the server says sandbox and not production. */
export function SandboxOutboxLink({ email }: { email?: string }) {
  const { t } = useTranslation();
  const { data } = useAppConfig();
  if (!data?.sandbox || data.production) return null;
  const to = email ? `/dev/outbox?to=${encodeURIComponent(email)}` : '/dev/outbox';
  return (
    <p
      data-testid="sandbox-outbox-link"
      className="rounded-xl border border-warning-border bg-warning-bg px-4 py-3 text-sm text-warning-fg"
    >
      {t('outbox.hint')}{' '}
      <Link to={to} className="font-semibold underline underline-offset-4">
        {t('outbox.open')}
      </Link>
    </p>
  );
}
