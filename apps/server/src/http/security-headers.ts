import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './api-path';

/** Helmet's own Strict-Transport-Security (a year, subdomains included), for the API's answers in production. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers (decision 0054). The web app's pages get Helmet's set with the CSP that allows exactly
 * `index.html`'s inline scripts by hash. API answers (JSON, files fetched by the app) get the few that mean
 * something for them, built once: no script, style or frame of any kind if one is ever opened as a page, never
 * framed, never sniffed as another type, never read by another origin's page, no referrer. A route that serves
 * a page of its own under `/api` (the card issuer's details page) sets its own policy.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { inlineScriptHashes: readonly string[]; production: boolean },
): void {
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // Plain-HTTP local runs must not be forced to https.
        upgradeInsecureRequests: null,
      },
    },
    hsts: options.production,
  });
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(options.production ? { 'strict-transport-security': HSTS } : {}),
  };
  const apiEntries = Object.entries(apiHeaders);
  app.addHook('onRequest', (request, reply, next) => {
    if (isApiPath(request.url)) {
      for (const [name, value] of apiEntries) reply.raw.setHeader(name, value);
      next();
      return;
    }
    pageHeaders(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
  });
}
