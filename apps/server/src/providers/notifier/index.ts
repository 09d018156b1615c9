import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Message, Notifier } from './types';

export type { Message, Notifier } from './types';

/**
 * In sandbox mode every message is kept in the outbox table (readable at /api/dev/outbox);
 * with SMTP_URL, email is also sent for real. SMS has no real provider yet: sandbox only.
 */
export function createNotifier(
  db: Database,
  options: { sandbox: boolean; smtpUrl?: string; mailFrom: string },
): Notifier {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    sandbox: options.sandbox,
    async send(message: Message) {
      if (options.sandbox || !transport) {
        await db.orm.insert(outbox).values({
          toAddress: message.to.toLowerCase(),
          channel: message.channel,
          kind: message.kind,
          subject: message.subject,
          body: message.text,
          data: message.data,
        });
      }
      if (transport && message.channel === 'email') {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      }
    },
  };
}
