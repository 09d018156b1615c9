import type { SupportMessage } from '@coffer/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';

/** A conversation's messages: the user's on one side, support's on the other; files listed under each. */
export function Messages({
  messages,
  mine,
  userName,
  onFile,
}: {
  messages: SupportMessage[];
  mine: 'user' | 'agent';
  /** How the agent page names the user's messages (the user sees "You"). */
  userName?: string;
  onFile?: (message: SupportMessage, attachmentId: string, name: string) => void;
}) {
  const { t } = useTranslation('support');
  const { date } = useFormatters();
  return (
    <ol className="grid gap-3" aria-live="polite" data-testid="support-messages">
      {messages.map((m) => {
        const own = m.author === mine;
        return (
          <li
            key={m.id}
            data-testid="support-message"
            data-author={m.author}
            className={`max-w-[85%] rounded-2xl px-4 py-2 ${own ? 'justify-self-end bg-primary text-primary-fg' : 'justify-self-start bg-surface-2 text-fg'}`}
          >
            <p className="text-xs font-semibold opacity-80">
              {m.author === 'agent' ? t('support.agent') : (userName ?? t('support.you'))} · {date(m.createdAt)}
            </p>
            <p className="whitespace-pre-wrap break-words">{m.body}</p>
            {m.attachments.map((a) =>
              onFile ? (
                <button
                  key={a.id}
                  type="button"
                  className="mt-1 block text-sm underline underline-offset-4"
                  onClick={() => onFile(m, a.id, a.fileName)}
                >
                  {t('support.download', { name: a.fileName })}
                </button>
              ) : (
                <span key={a.id} className="mt-1 block text-sm">
                  {a.fileName}
                </span>
              ),
            )}
          </li>
        );
      })}
    </ol>
  );
}
