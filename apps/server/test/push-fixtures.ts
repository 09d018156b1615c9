import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const b64 = (buf: Buffer) => buf.toString('base64url');

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: b64(ecdh.getPublicKey()), authText: b64(auth) };
}

export interface Delivery {
  path: string;
  /** The JWT claims, once its ES256 signature checked out under the k= key. */
  claims: Record<string, unknown>;
  vapidKey: string;
  payload: Record<string, unknown>;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** Decrypts an aes128gcm Web Push body (RFC 8188 and 8291), written here independently of web-push. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] as number;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(keys.auth, shared, info, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end);
}

/** Checks `vapid t=<jwt>, k=<key>`: the JWT's ES256 signature under k, and answers its claims. */
export function checkVapid(header: string | undefined): { claims: Record<string, unknown>; key: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [token, key] = [match[1] as string, match[2] as string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()), key };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local push service: `/gone/...` answers 410 (an expired subscription), anything else 201 once the
 * VAPID signature and the encrypted payload check out (400 otherwise).
 */
export async function fakePushService(keys: ReturnType<typeof browserKeys>) {
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (request.url?.startsWith('/gone')) {
      response.writeHead(410).end();
      return;
    }
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const { claims, key } = checkVapid(request.headers.authorization);
      const payload = JSON.parse(decryptPush(body, keys).toString());
      deliveries.push({ path: request.url ?? '', claims, vapidKey: key, payload });
      response.writeHead(201).end();
    } catch (error) {
      refused.push((error as Error).message);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, deliveries, refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
