import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import { installCompression } from './http/compression';
import { installErrorHandling, onClientError, onFrameworkError } from './http/error-handler';
import { loggerOptions, requestIdOptions } from './http/logger';
import { installSwitches } from './http/maintenance';
import { installNoStore } from './http/no-store';
import { installSecurityHeaders } from './http/security-headers';
import {
  indexPageBody,
  inlineScriptHashes,
  pageFor,
  readIndexHtml,
  readIndexPage,
  readScreenPages,
  serveWebApp,
} from './http/web';
import { loginRoutes } from './modules/account/routes-login';
import { passwordRoutes } from './modules/account/routes-password';
import { profileRoutes } from './modules/account/routes-profile';
import { appLinksRoutes } from './modules/app-links/routes';
import { cardRoutes } from './modules/cards/routes';
import { devRoutes } from './modules/dev/routes';
import { earnRoutes } from './modules/earn/routes';
import { exchangeRoutes } from './modules/exchange/routes';
import { historyRoutes } from './modules/history/routes';
import { kycRoutes } from './modules/kyc/routes';
import { liveRoutes } from './modules/live/routes';
import { marketRoutes } from './modules/market/routes';
import { streamRoutes } from './modules/market/stream/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { proofRoutes } from './modules/proofs/routes';
import { bankRateRoutes } from './modules/rates/routes';
import { referralRoutes } from './modules/referrals/routes';
import { sendRoutes } from './modules/send/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { statusRoutes } from './modules/status/routes';
import { supportRoutes } from './modules/support/routes';
import { systemRoutes } from './modules/system/routes';
import { termsRoutes } from './modules/terms/routes';
import { tierRoutes } from './modules/tiers/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { walletRoutes } from './modules/wallets/routes';
import { createServices, type Services } from './services';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Replacements for the default services (a fixed clock, a notifier spy, ...). */
  services?: Partial<Omit<Services, 'config' | 'db'>>;
}

export interface BuildOptions {
  /** Where log lines go (tests read them); stdout when absent. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole HTTP app without listening, so tests can `inject` into it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    ...requestIdOptions(),
  });
  app.decorate('services', createServices(config, deps.db, deps.services));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installNoStore(app);
  await installCompression(app);

  const indexHtml = readIndexHtml(config.webDist);
  // The security headers: the pages' set, built once, and a smaller one for API answers (decision 0054).
  installSecurityHeaders(app, {
    inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    production: config.production,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Coffer API',
        version: '3.5.7',
        description: 'Custodial wallet API. Errors follow the catalogue.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  installSwitches(app);
  await app.register(systemRoutes);
  await app.register(appLinksRoutes);
  await app.register(statusRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(sessionRoutes);
  await app.register(termsRoutes);
  await app.register(devRoutes);
  await app.register(walletRoutes);
  await app.register(transactionRoutes);
  await app.register(historyRoutes);
  await app.register(sendRoutes);
  await app.register(proofRoutes);
  await app.register(tierRoutes);
  await app.register(earnRoutes);
  await app.register(exchangeRoutes);
  await app.register(bankRateRoutes);
  await app.register(liveRoutes);
  await app.register(notificationRoutes);
  await app.register(supportRoutes);
  await app.register(referralRoutes);
  await app.register(cardRoutes);
  await app.register(marketRoutes);
  await app.register(streamRoutes);
  await app.register(kycRoutes);

  if (config.webDist && indexHtml) await serveWebApp(app, config.webDist);
  const indexPage = readIndexPage(config.webDist, indexHtml);
  const screenPages = readScreenPages(config.webDist);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && indexHtml !== undefined;
    if (wantsPage && indexPage) {
      const page = pageFor(path, indexPage, screenPages);
      const { body, encoding } = indexPageBody(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    const error = new AppError('not_found');
    return reply.status(error.status).send(error.toBody());
  });

  return app;
}
