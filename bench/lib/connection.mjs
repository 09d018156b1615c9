// One keep-alive HTTP/1.1 connection for a bench's measured loop, with the request written and the answer
// read by hand (decision 0047): the load generator shares the machine's two cores with the server and
// PostgreSQL, so the less CPU it spends per request, the less it takes from what it measures. node:http's
// client spent 0.15 to 0.4 ms of CPU per send; pgbench's own client is C.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /^content-length:\s*(\d+)\s*$/im;
const STATUS = /^HTTP\/1\.[01] (\d{3}) /;

/**
 * A request at a time on one socket. The server (Fastify) answers JSON with a Content-Length; an answer
 * without one, a malformed one, or a socket error fails the request (status 0) and closes the connection.
 */
export class Connection {
  /**
   * @param {string} host
   * @param {number} port
   * @returns {Promise<Connection>}
   */
  static open(host, port) {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      socket.setNoDelay(true);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new Connection(socket, `${host}:${port}`));
      });
      socket.once('error', reject);
    });
  }

  /**
   * @param {net.Socket} socket
   * @param {string} host the Host header
   */
  constructor(socket, host) {
    this.socket = socket;
    this.host = host;
    this.closed = false;
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    /** @type {((reply: import('./http.mjs').Reply) => void) | null} */
    this.waiting = null;
    /** Whether the request waiting for its answer wants the answer's text (`get`). */
    this.wantsText = false;
    socket.on('data', (chunk) => this.received(chunk));
    socket.on('error', (error) => this.fail(error.message));
    socket.on('close', () => this.fail('connection closed'));
  }

  /**
   * POSTs a JSON body; resolves with the status and, unless it is 200, the parsed body (a 200's body is not
   * needed by the measured loop: the bench checks the balances afterwards).
   * @param {string} path
   * @param {string} payload JSON text
   * @param {Record<string, string>} headers
   * @returns {Promise<import('./http.mjs').Reply>}
   */
  post(path, payload, headers) {
    return this.send(`POST ${path}`, payload, headers, false);
  }

  /**
   * GETs a path; resolves with the status and the answer's text, whatever the status (a timed read parses it
   * after its clock stops).
   * @param {string} path
   * @param {Record<string, string>} headers
   * @returns {Promise<{ status: number, body: any }>}
   */
  get(path, headers) {
    return this.send(`GET ${path}`, undefined, headers, true);
  }

  /**
   * @param {string} line the request line's method and path
   * @param {string | undefined} payload JSON text, or nothing
   * @param {Record<string, string>} headers
   * @param {boolean} text resolve with the answer's text instead of the parsed body of an error
   */
  send(line, payload, headers, text) {
    if (this.closed)
      return Promise.resolve({ status: 0, body: { code: 'request_error', message: 'connection closed' } });
    if (this.waiting) throw new Error('one request at a time on a bench connection');
    let head = `${line} HTTP/1.1\r\nhost: ${this.host}\r\naccept: application/json\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (payload !== undefined) {
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.wantsText = text;
      this.socket.write(`${head}\r\n${payload ?? ''}`);
    });
  }

  /** @param {Buffer} chunk */
  received(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = STATUS.exec(head);
    const length = CONTENT_LENGTH.exec(head);
    if (!status || !length) {
      this.fail(`unreadable answer: ${head.split('\r\n', 1)[0]}`);
      return;
    }
    const bodyEnd = end + HEADER_END.length + Number(length[1]);
    if (this.buffer.length < bodyEnd) return;
    const code = Number(status[1]);
    let body = null;
    if (this.wantsText) body = this.buffer.toString('utf8', end + HEADER_END.length, bodyEnd);
    else if (code !== 200) {
      const text = this.buffer.toString('utf8', end + HEADER_END.length, bodyEnd);
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    this.buffer = this.buffer.subarray(bodyEnd);
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.({ status: code, body });
  }

  /** @param {string} message */
  fail(message) {
    if (!this.closed) {
      this.closed = true;
      this.socket.destroy();
    }
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.({ status: 0, body: { code: 'request_error', message } });
  }

  close() {
    this.closed = true;
    this.socket.destroy();
  }
}
