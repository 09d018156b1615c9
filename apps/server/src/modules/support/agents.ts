import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new operator credential for the agent page (`ops support token <name>`); only its hash is kept. */
export async function issueAgentToken(db: Database, name: string): Promise<string> {
  const token = `sup_${randomBytes(24).toString('base64url')}`;
  await db.query('INSERT INTO support_agent_tokens (token_hash, name) VALUES ($1, $2)', [hashOf(token), name]);
  return token;
}

export async function revokeAgentTokens(db: Database, name: string): Promise<number> {
  const rows = await db.query('DELETE FROM support_agent_tokens WHERE name = $1 RETURNING name', [name]);
  return rows.length;
}

/**
 * The agent calls answer `not_found` to anyone without a valid X-Operator-Token, so they do not
 * even show that they exist to a user.
 */
export async function assertAgent(db: Database, request: FastifyRequest): Promise<string> {
  const header = request.headers['x-operator-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (token && token.length <= 200) {
    const [row] = await db.query<{ name: string }>('SELECT name FROM support_agent_tokens WHERE token_hash = $1', [
      hashOf(token),
    ]);
    if (row) return row.name;
  }
  throw new AppError('not_found');
}
