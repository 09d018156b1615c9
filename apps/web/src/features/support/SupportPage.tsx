import { SUPPORT_CATEGORIES } from '@coffer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { useNamespace } from '../../lib/i18n/namespace';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { inputClass } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { AttachAndSend } from './AttachAndSend';
import { openTicket, readFiles, TICKETS_KEY, useTickets } from './api';
import { SUPPORT_LOCALES } from './i18n';

function NewConversation({ transactionId }: { transactionId: string | null }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const attachments = await readFiles((event.currentTarget.elements.namedItem('files') as HTMLInputElement).files);
      const ticket = await openTicket({
        subject: String(form.get('subject') ?? ''),
        category: String(form.get('category') ?? 'other'),
        message: String(form.get('message') ?? ''),
        ...(transactionId ? { transactionId } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
      await client.invalidateQueries({ queryKey: TICKETS_KEY });
      navigate(`/auth/support/${ticket.id}`);
    } catch (caught) {
      setError(errorMessage(caught, tc));
      setBusy(false);
    }
  };
  return (
    <form className="grid min-w-0 gap-4" onSubmit={(e) => void submit(e)} data-testid="support-new">
      {transactionId ? (
        <p className="text-sm text-fg-muted">{t('support.aboutTransaction', { id: transactionId })}</p>
      ) : null}
      <label className="grid min-w-0 gap-1" htmlFor={`${id}-subject`}>
        <span className="font-medium text-fg">{t('support.subject')}</span>
        <input
          id={`${id}-subject`}
          name="subject"
          required
          maxLength={200}
          className={`${inputClass} w-full min-w-0`}
        />
      </label>
      <label className="grid min-w-0 gap-1" htmlFor={`${id}-category`}>
        <span className="font-medium text-fg">{t('support.category')}</span>
        <select
          id={`${id}-category`}
          name="category"
          className={`${inputClass} w-full min-w-0`}
          defaultValue={transactionId ? 'transaction' : 'account'}
        >
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`support.categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1" htmlFor={`${id}-message`}>
        <span className="font-medium text-fg">{t('support.message')}</span>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          maxLength={4000}
          rows={4}
          className={`${inputClass} w-full min-w-0`}
        />
      </label>
      <AttachAndSend error={error} busy={busy} />
    </form>
  );
}

/** Support: the user's conversations and a new one (optionally about a transaction: ?transactionId=). */
export function SupportPage() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const { date } = useFormatters();
  const [search] = useSearchParams();
  const { data } = useTickets();
  const transactionId = search.get('transactionId');
  if (!ready || !data) return <BusyScreen label={tc('app.loading')} />;
  return (
    <ShellPage title={t('support.title')} lead={t('support.lead')} bare>
      <Section title={t('support.new')}>
        <NewConversation
          transactionId={transactionId && /^[0-9a-f-]{36}$/i.test(transactionId) ? transactionId : null}
        />
      </Section>
      <Section title={t('support.conversations')} testId="support-tickets">
        {data.length === 0 ? (
          <p className="text-fg-muted">{t('support.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.map((ticket) => (
              <li key={ticket.id}>
                <Link
                  to={`/auth/support/${ticket.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border px-3 py-2 hover:bg-surface-2"
                  data-testid="support-ticket"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-fg">{ticket.subject}</span>
                    <span className="block text-sm text-fg-muted">
                      {t(`support.categories.${ticket.category}`)} · {date(ticket.lastMessageAt)}
                      {ticket.premium ? ` · ${t('support.premium')}` : ''}
                    </span>
                  </span>
                  <span className="flex items-center gap-2 text-sm">
                    {ticket.unread ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-fg">
                        {t('support.unread', { count: ticket.unread })}
                      </span>
                    ) : null}
                    <span className="rounded-full bg-surface-2 px-2 py-0.5 text-fg">
                      {t(`support.status.${ticket.status}`)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </ShellPage>
  );
}
