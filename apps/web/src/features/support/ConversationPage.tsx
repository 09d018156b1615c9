import { getSupportAttachment } from '@coffer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useNamespace } from '../../lib/i18n/namespace';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { FormAlert, inputClass, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { AttachAndSend } from './AttachAndSend';
import { NOTIFICATIONS_KEY, readFiles, TICKETS_KEY, useConversation, writeMessage } from './api';
import { SUPPORT_LOCALES } from './i18n';
import { Messages } from './Messages';

async function download(ticketId: string, attachmentId: string) {
  const file = await apiCall(getSupportAttachment, { params: { id: ticketId, attachmentId } });
  const link = document.createElement('a');
  link.href = `data:${file.contentType};base64,${file.file}`;
  link.download = file.fileName;
  link.click();
}

/** One conversation, live: support's answers appear without a reload (the live stream reloads it). */
export function ConversationPage() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const id = useParams().id ?? '';
  const formId = useId();
  const client = useQueryClient();
  const { data, error: loadError } = useConversation(id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = data?.messages.length ?? 0;
  useEffect(() => {
    if (count) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [count, client]);
  if (loadError) return <ShellPage title={t('support.title')} lead={errorMessage(loadError, tc)} />;
  if (!ready || !data) return <BusyScreen label={tc('app.loading')} />;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const message = String(new FormData(formElement).get('message') ?? '');
    setBusy(true);
    setError(null);
    try {
      const files = await readFiles((formElement.elements.namedItem('files') as HTMLInputElement).files);
      await writeMessage(id, message, files);
      formElement.reset();
      await Promise.all([
        client.invalidateQueries({ queryKey: ['support', id] }),
        client.invalidateQueries({ queryKey: TICKETS_KEY }),
      ]);
    } catch (caught) {
      setError(errorMessage(caught, tc));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ShellPage title={data.ticket.subject} lead={t('support.live')}>
      <div className="grid gap-4">
        <Link to="/auth/support" className={linkClass}>
          {t('support.back')}
        </Link>
        {data.ticket.status === 'CLOSED' ? <FormAlert tone="info">{t('support.closedNote')}</FormAlert> : null}
        <Messages
          messages={data.messages}
          mine="user"
          onFile={(_, attachmentId) => void download(id, attachmentId).catch(() => undefined)}
        />
        <form className="grid gap-2" onSubmit={(e) => void submit(e)}>
          <label htmlFor={`${formId}-m`} className="font-medium text-fg">
            {t('support.write')}
          </label>
          <textarea
            id={`${formId}-m`}
            name="message"
            required
            maxLength={4000}
            rows={3}
            className={inputClass}
            data-testid="support-compose"
          />
          <AttachAndSend error={error} busy={busy} />
        </form>
      </div>
    </ShellPage>
  );
}
