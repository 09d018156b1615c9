import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../security/secret-box';
import type { CardDetailsSession, IssuedCard, IssuerCardStatus, SandboxCardIssuer } from './types';

/** Where the issuer serves its card-details page (same origin, its own strict CSP: modules/cards/iframe.ts). */
export const DETAILS_PATH = '/api/issuer/card-details/';
/** A card-details handle lives this long and works once. */
export const DETAILS_TTL_MS = 60_000;
/** Sandbox cards carry a test BIN (the 4000 00 range card networks keep for tests) and a Luhn digit. */
const SANDBOX_BIN = '400000';

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

const hashHandle = (handle: string) => createHash('sha256').update(handle).digest('hex');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sandbox issuer: it keeps each card's PAN, CVC2 and PIN in its own vault table, sealed under the
 * server key, and answers Coffer the way a real issuer's API would (docs/decisions/0026).
 */
export function createSandboxCardIssuer(db: Database, box: SecretBox): SandboxCardIssuer {
  const read = async (token: string) => {
    const [row] = await db.query<{ pan_sealed: string; cvc2_sealed: string; created_at: Date | string }>(
      'SELECT pan_sealed, cvc2_sealed, created_at FROM sandbox_card_vault WHERE token = $1',
      [token],
    );
    return row
      ? { pan: box.open(row.pan_sealed), cvc2: box.open(row.cvc2_sealed), createdAt: new Date(row.created_at) }
      : null;
  };
  const expirationOf = (createdAt: Date) => {
    const month = String(createdAt.getUTCMonth() + 1).padStart(2, '0');
    return `${month}/${String((createdAt.getUTCFullYear() + 4) % 100).padStart(2, '0')}`;
  };
  return {
    async createCard({ now }): Promise<IssuedCard> {
      const body = SANDBOX_BIN + digits(9);
      const pan = body + luhnDigit(body);
      const token = `sbx_card_${randomBytes(16).toString('hex')}`;
      await db.query(
        `INSERT INTO sandbox_card_vault (token, pan_sealed, cvc2_sealed, pin_sealed, status, created_at)
         VALUES ($1, $2, $3, $4, 'NOT_ACTIVATED', $5)`,
        [token, box.seal(pan), box.seal(digits(3)), box.seal(digits(4)), now],
      );
      return { token, last4: pan.slice(-4), expiration: expirationOf(now) };
    },
    async checkActivation(token, lastDigits, cvc2) {
      const card = await read(token);
      return card !== null && card.pan.slice(-4) === lastDigits && card.cvc2 === cvc2;
    },
    async setStatus(token, status: IssuerCardStatus) {
      await db.query('UPDATE sandbox_card_vault SET status = $2 WHERE token = $1', [token, status]);
    },
    async unblockPin(token) {
      await db.query("UPDATE sandbox_card_vault SET status = 'ACTIVE' WHERE token = $1", [token]);
    },
    async openDetailsSession(token, { theme, now }): Promise<CardDetailsSession> {
      const handle = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + DETAILS_TTL_MS);
      await db.query(
        'INSERT INTO sandbox_card_sessions (handle_hash, token, theme, expires_at) VALUES ($1, $2, $3, $4)',
        [hashHandle(handle), token, theme, expiresAt],
      );
      return { url: `${DETAILS_PATH}${handle}`, expiresAt };
    },
    async revealForTester(token) {
      const card = await read(token);
      return card ? { pan: card.pan, cvc2: card.cvc2, expiration: expirationOf(card.createdAt) } : null;
    },
    async consumeDetailsSession(handle, now) {
      const [row] = await db.query<{ token: string; theme: string }>(
        `UPDATE sandbox_card_sessions SET used_at = $2
          WHERE handle_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING token, theme`,
        [hashHandle(handle), now],
      );
      if (!row) return null;
      const card = await read(row.token);
      if (!card) return null;
      const pan = card.pan.replace(/(\d{4})(?=\d)/g, '$1 ');
      return detailsPage(pan, card.cvc2, expirationOf(card.createdAt), row.theme === 'dark');
    },
  };
}

function detailsPage(pan: string, cvc2: string, expiration: string, dark: boolean): string {
  const [fg, bg] = dark ? ['#f4f4f5', '#18181b'] : ['#18181b', '#ffffff'];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Card details</title><style>body{margin:0;font:16px system-ui,sans-serif;color:${fg};background:${bg}}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:12px}dt{opacity:.7}dd{margin:0;font-family:ui-monospace,monospace;font-size:18px;letter-spacing:.05em}</style></head>
<body><dl><dt>Number</dt><dd data-field="pan">${escapeHtml(pan)}</dd><dt>Expiry</dt><dd>${escapeHtml(expiration)}</dd><dt>CVC2</dt><dd>${escapeHtml(cvc2)}</dd></dl></body></html>`;
}
