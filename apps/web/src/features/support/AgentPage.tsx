import { closeAgentTicket, listAgentMessages, listAgentTickets, postAgentMessage } from '@coffer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, buildHeaders } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useNamespace } from '../../lib/i18n/namespace';
import { startLiveStream } from '../../lib/live-updates';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { FormAlert, inputClass } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { SUPPORT_LOCALES } from './i18n';
import { serverEvents } from './live';
import { Messages } from './Messages';

const STORAGE_KEY = 'coffer.agentToken';

/** The operator credential rides in X-Operator-Token; the agent calls answer not_found to anyone else. */
function agentFetch(token: string) {
  const original = window.fetch.bind(window);
  return <T,>(run: () => Promise<T>): Promise<T> => {
    window.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Operator-Token', token);
      return original(input, { ...init, headers });
    };
    return run().finally(() => {
      window.fetch = original;
    });
  };
}

function Conversation({ token, id }: { token: string; id: string }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const formId = useId();
  const client = useQueryClient();
  const as = agentFetch(token);
  const { data } = useQuery({
    queryKey: ['agent', id],
    queryFn: () => as(() => apiCall(listAgentMessages, { params: { id } })),
  });
  const [error, setError] = useState<string | null>(null);
  if (!data) return <BusyScreen label={tc('app.loading')} />;
  const reload = () => client.invalidateQueries({ queryKey: ['agent'] });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const message = String(new FormData(formElement).get('message') ?? '');
    try {
      await as(() => apiCall(postAgentMessage, { params: { id }, body: { message } }));
      formElement.reset();
      await reload();
    } catch (caught) {
      setError(errorMessage(caught, tc));
    }
  };
  return (
    <div className="grid gap-4" data-testid="agent-conversation">
      <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">
        {data.ticket.userName} · {data.ticket.userEmail} · {t(`support.categories.${data.ticket.category}`)}
        {data.ticket.premium ? ` · ${t('support.premium')}` : ''}
      </p>
      <Messages messages={data.messages} mine="agent" userName={data.ticket.userName} />
      <form className="grid gap-2" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${formId}-m`} className="font-medium text-fg">
          {t('agent.reply')}
        </label>
        <textarea id={`${formId}-m`} name="message" required maxLength={4000} rows={3} className={inputClass} />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary}>
            {t('agent.reply')}
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void as(() => apiCall(closeAgentTicket, { params: { id } })).then(reload)}
          >
            {t('agent.close')}
          </button>
        </div>
      </form>
    </div>
  );
}

function Queue({ token, onRefused }: { token: string; onRefused: () => void }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const { data, error } = useQuery({
    queryKey: ['agent', 'tickets'],
    queryFn: () => agentFetch(token)(() => apiCall(listAgentTickets)),
    retry: false,
  });
  useEffect(
    () =>
      startLiveStream(
        client,
        serverEvents('/agent/live', () => {
          const headers = buildHeaders(false);
          headers.set('X-Operator-Token', token);
          return headers;
        }),
      ),
    [client, token],
  );
  useEffect(() => {
    if (error) onRefused();
  }, [error, onRefused]);
  if (!data) return <BusyScreen label={tc('app.loading')} />;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <Section title={t('agent.queue')} testId="agent-queue">
        <ul className="grid gap-2">
          {data.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                aria-pressed={selected === ticket.id}
                onClick={() => setSelected(ticket.id)}
                className={`w-full rounded-xl border px-3 py-2 text-left ${selected === ticket.id ? 'border-primary bg-surface-2' : 'border-border'}`}
              >
                <span className="block font-medium text-fg">{ticket.subject}</span>
                <span className="block text-sm text-fg-muted [overflow-wrap:anywhere]">
                  {ticket.userEmail} · {t(`support.status.${ticket.status}`)}
                  {ticket.premium ? ` · ${t('support.premium')}` : ''}
                  {ticket.waiting ? ` · ${t('agent.waiting')}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('support.title')}>
        {selected ? <Conversation token={token} id={selected} /> : <p className="text-fg-muted">{t('agent.pick')}</p>}
      </Section>
    </div>
  );
}

/** The support agents' page (/agent): only usable with an operator credential from `ops support token`. */
export function AgentPage() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const id = useId();
  const [token, setToken] = useState(() => sessionStorage.getItem(STORAGE_KEY) ?? '');
  const [refused, setRefused] = useState(false);
  if (!ready) return <BusyScreen label={tc('app.loading')} />;
  const forget = () => {
    sessionStorage.removeItem(STORAGE_KEY);
    setToken('');
  };
  if (!token) {
    return (
      <ShellPage title={t('agent.title')} lead={t('agent.lead')} narrow>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get('token') ?? '').trim();
            sessionStorage.setItem(STORAGE_KEY, value);
            setRefused(false);
            setToken(value);
          }}
        >
          <label htmlFor={id} className="font-medium text-fg">
            {t('agent.token')}
          </label>
          <input id={id} name="token" type="password" required autoComplete="off" className={inputClass} />
          <p className="text-sm text-fg-muted">{t('agent.tokenHint')}</p>
          {refused ? <FormAlert>{t('agent.refused')}</FormAlert> : null}
          <button type="submit" className={buttonClass.primary}>
            {t('agent.signIn')}
          </button>
        </form>
      </ShellPage>
    );
  }
  return (
    <ShellPage title={t('agent.title')} lead={t('agent.lead')} bare>
      <button type="button" className={`${buttonClass.ghost} justify-self-start`} onClick={forget}>
        {t('agent.signOut')}
      </button>
      <Queue
        token={token}
        onRefused={() => {
          forget();
          setRefused(true);
        }}
      />
    </ShellPage>
  );
}
