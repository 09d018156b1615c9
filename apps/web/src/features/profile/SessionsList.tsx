import { listSessions, revokeSession, type Session } from '@coffer/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';

const SESSIONS_KEY = ['user', 'sessions'] as const;

/** "Chrome on Android, Samsung SM-S928B": the server's parsed names, in the words of the language. */
export function sessionName(session: Session, t: TFunction): string {
  const { browser, os, device } = session;
  const software = browser && os ? t('sessions.browserOnOs', { browser, os }) : (browser ?? os);
  const name = [software, device].filter(Boolean).join(', ');
  return name || session.deviceId || t('sessions.unknownDevice');
}

function SessionRow({ session, onRevoke, busy }: { session: Session; onRevoke: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium wrap-anywhere text-fg" title={session.userAgent ?? undefined}>
          {sessionName(session, t)}
          {session.current ? (
            <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">
              {t('sessions.current')}
            </span>
          ) : null}
        </p>
        <p className="text-sm break-words text-fg-muted">
          {t('sessions.details', {
            version: session.appVersion ?? '—',
            created: date(session.createdAt),
            used: date(session.lastUsedAt),
          })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={`${buttonClass.secondary} !min-h-10 text-sm`}
          disabled={busy}
          onClick={onRevoke}
        >
          {t('sessions.revoke')}
        </button>
      )}
    </li>
  );
}

export function SessionsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiCall(listSessions) });
  const revoke = useMutation({
    mutationFn: (id: string) => apiCall(revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
  const failure = sessions.error ?? revoke.error;
  return (
    <Section title={t('sessions.title')} lead={t('sessions.lead')} testId="sessions-section">
      {failure ? <FormAlert>{errorMessage(failure, t)}</FormAlert> : null}
      {sessions.data ? (
        <ul className="divide-y divide-border">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={revoke.isPending}
              onRevoke={() => revoke.mutate(session.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">{t('app.loading')}</p>
      )}
    </Section>
  );
}
