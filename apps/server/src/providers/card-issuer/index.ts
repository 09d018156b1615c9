import type { Services } from '../../services';
import { createSandboxCardIssuer } from './sandbox';
import type { SandboxCardIssuer } from './types';

export type { CardIssuer, IssuedCard, IssuerCardStatus, SandboxCardIssuer } from './types';

const cache = new WeakMap<object, SandboxCardIssuer>();

/**
 * The card issuer of this server: the sandbox issuer (the only one so far; a real issuer plugs in here
 * behind the same interface). One instance per database and key.
 */
export function cardIssuer(services: Pick<Services, 'db' | 'secretBox'>): SandboxCardIssuer {
  let issuer = cache.get(services.db);
  if (!issuer) {
    issuer = createSandboxCardIssuer(services.db, services.secretBox);
    cache.set(services.db, issuer);
  }
  return issuer;
}
