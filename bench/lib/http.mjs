// A small JSON client over node:http with keep-alive connections (cheap on the client side).
import http from 'node:http';

/**
 * @typedef {object} Reply
 * @property {number} status HTTP status, or 0 when the request itself failed (connection refused, reset)
 * @property {any} body parsed JSON, or the raw text when it is not JSON
 */

export class Api {
  /**
   * @param {string} baseUrl e.g. http://127.0.0.1:41234
   * @param {number} sockets keep-alive connections to keep open (one per concurrent client)
   */
  constructor(baseUrl, sockets) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  /**
   * @param {string} method
   * @param {string} path starting with /api
   * @param {{ body?: unknown, token?: string, headers?: Record<string, string> }} [options]
   * @returns {Promise<Reply>}
   */
  request(method, path, options = {}) {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    /** @type {Record<string, string | number>} */
    const headers = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolve) => {
      const req = http.request(
        { host: this.host, port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body = text;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
          res.on('error', (error) => resolve({ status: 0, body: { code: 'response_error', message: error.message } }));
        },
      );
      req.on('error', (error) => resolve({ status: 0, body: { code: 'request_error', message: error.message } }));
      req.end(payload);
    });
  }

  /**
   * Like request, but throws unless the answer is 200; for the untimed setup.
   * @param {string} what a description for the error
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, token?: string, headers?: Record<string, string> }} [options]
   */
  async ok(what, method, path, options) {
    const res = await this.request(method, path, options);
    if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * A short label for a failed answer, to count failures by kind: "409 conflict", "0 request_error: ECONNRESET".
 * @param {Reply} res
 */
export function failureLabel(res) {
  const code = res.body && typeof res.body === 'object' ? res.body.code : undefined;
  const detail = res.status === 0 && res.body?.message ? `: ${res.body.message}` : '';
  return `${res.status} ${code ?? String(res.body).slice(0, 60)}${detail}`;
}
