export type Channel = 'email' | 'sms';

export interface Message {
  to: string;
  channel: Channel;
  /** What the message is for: login_pin, reset_password, change_email, mobile_pin, send_code, ... */
  kind: string;
  subject: string;
  text: string;
  /** Machine-readable values the message carries (a pin, a link), for the sandbox outbox. */
  data: Record<string, string>;
}

export interface Notifier {
  readonly sandbox: boolean;
  send(message: Message): Promise<void>;
}
