import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatwootRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for a self-hosted Chatwoot's application API: it records every request and answers
 * contacts, conversations and messages the way Chatwoot does (the contact with its inbox source id,
 * a conversation id, a message id). `down` makes it drop every connection, as a dead server would.
 */
export class FakeChatwoot {
  readonly requests: ChatwootRequest[] = [];
  down = false;
  private nextConversation = 40;
  private nextMessage = 900;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      if (this.down) {
        req.socket.destroy();
        return;
      }
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        const path = req.url ?? '';
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        if (path.endsWith('/contacts')) {
          const contact = { id: 7, name: body.name, contact_inboxes: [{ source_id: 'src-7', inbox: { id: 3 } }] };
          res.end(JSON.stringify({ payload: { contact, contact_inbox: { source_id: 'src-7' } } }));
        } else if (path.endsWith('/conversations')) {
          this.nextConversation += 1;
          res.end(JSON.stringify({ id: this.nextConversation, inbox_id: 3, status: 'open' }));
        } else if (/\/conversations\/\d+\/messages$/.test(path)) {
          this.nextMessage += 1;
          res.end(JSON.stringify({ id: this.nextMessage, content: body.content, private: body.private ?? false }));
        } else {
          res.statusCode = 404;
          res.end('{"error":"not found"}');
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The requests to paths ending with `suffix` (a RegExp: matching it). */
  to(path: string | RegExp): ChatwootRequest[] {
    return this.requests.filter((r) => (typeof path === 'string' ? r.path.endsWith(path) : path.test(r.path)));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A `message_created` webhook body as Chatwoot sends it for a message in an API inbox. */
export function messageCreated(
  conversationId: number,
  messageId: number,
  content: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    event: 'message_created',
    id: messageId,
    content,
    created_at: '2030-01-01T12:00:00.000Z',
    message_type: 'outgoing',
    content_type: 'text',
    private: false,
    content_attributes: {},
    source_id: null,
    sender: { id: 1, name: 'Agent Ann', type: 'user' },
    inbox: { id: 3, name: 'Coffer' },
    conversation: { id: conversationId, status: 'open', additional_attributes: {} },
    account: { id: 1, name: 'Coffer support' },
    ...extra,
  };
}
