import { getOutbox, type OutboxMessage } from '@coffer/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { useAppConfig } from '../../lib/app-config';
import { errorMessage } from '../../lib/errors';
import { FormAlert, TextField } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass, cardClass } from '../../lib/ui/styles';
import { showToast } from '../../lib/ui/toast';

/** A link of this app opens in the app (so a login in progress in this tab goes on). */
function MessageLink({ href }: { href: string }) {
  let url: URL | null = null;
  try {
    url = new URL(href, window.location.origin);
  } catch {
    url = null;
  }
  if (url && url.origin === window.location.origin) {
    return (
      <Link to={url.pathname + url.search} className="break-all font-semibold text-primary-strong underline">
        {url.pathname + url.search}
      </Link>
    );
  }
  return (
    <a href={href} className="break-all font-semibold text-primary-strong underline">
      {href}
    </a>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const { pin, link } = message.data;
  return (
    <li className={`${cardClass} grid gap-2`} data-testid="outbox-message">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-fg">{message.subject}</h2>
        <span className="text-sm text-fg-muted">
          {message.channel.toUpperCase()} · {new Date(message.createdAt).toLocaleString(i18n.language)}
        </span>
      </div>
      {pin ? (
        <button
          type="button"
          className={`${buttonClass.secondary} justify-self-start font-mono text-xl tracking-[0.3em]`}
          aria-label={t('outbox.copyPin', { pin })}
          onClick={() => {
            void navigator.clipboard?.writeText(pin).then(
              () => showToast(t('outbox.copied')),
              () => undefined,
            );
          }}
        >
          {pin}
        </button>
      ) : null}
      {link ? <MessageLink href={link} /> : null}
      <pre className="whitespace-pre-wrap break-words font-sans text-sm text-fg-muted">{message.text}</pre>
    </li>
  );
}

/** Sandbox only: the emails and SMS the server "sent" to an address, newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { data: config } = useAppConfig();
  const [search, setSearch] = useSearchParams();
  const to = search.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const available = config?.sandbox === true && !config.production;
  const query = useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: () => apiCall(getOutbox, { query: { to } }),
    enabled: available && to !== '',
    refetchInterval: 5_000,
  });

  return (
    <ShellPage title={t('outbox.title')} lead={t('outbox.lead')}>
      {!available ? (
        <FormAlert tone="info">{t('outbox.unavailable')}</FormAlert>
      ) : (
        <div className="grid gap-4">
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(draft.trim() ? { to: draft.trim() } : {});
            }}
          >
            <TextField
              className="min-w-0 flex-1"
              label={t('outbox.to')}
              type="email"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className={buttonClass.primary}>
              {t('outbox.show')}
            </button>
          </form>
          {query.isError ? <FormAlert>{errorMessage(query.error, t)}</FormAlert> : null}
          {query.data && query.data.length === 0 ? <p className="text-fg-muted">{t('outbox.empty')}</p> : null}
          {query.data && query.data.length > 0 ? (
            <ul className="grid gap-3">
              {query.data.map((message) => (
                <MessageCard key={`${message.createdAt}-${message.kind}-${message.subject}`} message={message} />
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </ShellPage>
  );
}
