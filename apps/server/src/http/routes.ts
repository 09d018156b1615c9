import { type Endpoint, type ResponseOf, toRoutePath } from '@coffer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { type AuthContext, authenticate } from '../modules/auth/authenticate';
import type { Services } from '../services';
import { AppError } from './app-error';
import { type IdempotencyScope, requestHash, withIdempotency } from './idempotency';

type Parsed<S> = [S] extends [z.ZodMiniType] ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Parsed<NonNullable<E['params']>>;
  query: Parsed<NonNullable<E['query']>>;
  body: Parsed<NonNullable<E['body']>>;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

export interface RouteOptions {
  /** Requests per minute per client address for this call (auth calls use it against guessing), shared by instances on PostgreSQL. */
  perMinute?: number;
  /** A larger body limit than the server's default, for uploads. */
  bodyLimit?: number;
  /**
   * The handler always claims its Idempotency-Key in the transaction that moves the money (every path
   * calls the scope's `claim` or `handOver`), so a used key needs no lookup before it runs.
   */
  claimsIdempotencyKey?: boolean;
}

type Handler<E extends Endpoint, X> = (input: HandlerInput<E> & X) => Promise<ResponseOf<E>> | ResponseOf<E>;

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  run: (input: HandlerInput<E>) => Promise<ResponseOf<E>> | ResponseOf<E>,
): void {
  const { services } = app;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${toRoutePath(endpoint.path)}`,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    ...(options.perMinute
      ? {
          onRequest: async (request: FastifyRequest) => {
            const key = `${endpoint.method} ${endpoint.path} ${request.ip}`;
            const now = services.now().getTime();
            const hit = await services.limiter.hit(key, options.perMinute as number, 60_000, now);
            if (!hit.allowed)
              throw new AppError('rate_limited', undefined, { retryAfterSeconds: hit.retryAfterSeconds });
          },
        }
      : {}),
    handler: async (request, reply) =>
      run({
        params: request.params as HandlerInput<E>['params'],
        query: request.query as HandlerInput<E>['query'],
        body: request.body as HandlerInput<E>['body'],
        request,
        reply,
        services,
      }),
  });
}

/**
 * Registers a public contract endpoint under `/api`: its zod schemas validate the input (bad input
 * is a `bad_params` error), shape the response and feed the OpenAPI document.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, object>,
  options: RouteOptions = {},
): void {
  if (endpoint.auth) throw new Error(`${endpoint.path} needs a token: register it with authedRoute`);
  register(app, endpoint, options, handler);
}

/**
 * Registers an endpoint that needs a bearer token; the handler receives the signed-in user. A
 * money-moving endpoint (`idempotent`) also honours the Idempotency-Key header; its handler gets the
 * scope to store the response in the same database transaction as the money.
 */
export function authedRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, { auth: AuthContext; idempotency?: IdempotencyScope | undefined }>,
  options: RouteOptions = {},
): void {
  if (!endpoint.auth) throw new Error(`${endpoint.path} is public: register it with route`);
  register(app, endpoint, options, async (input) => {
    const auth = await authenticate(input.services, input.request);
    if (!endpoint.idempotent) return handler({ ...input, auth });
    const header = input.request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const hash = requestHash(endpoint.method, input.request.url, input.body);
    return withIdempotency(
      input.services,
      auth.user.id,
      key,
      hash,
      (idempotency) => Promise.resolve(handler({ ...input, auth, idempotency })),
      { claimedInTransaction: Boolean(options.claimsIdempotencyKey) },
    );
  });
}
