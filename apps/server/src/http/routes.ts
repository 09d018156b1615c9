import { type Endpoint, type ResponseOf, toRoutePath } from '@coffer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export interface HandlerInput<E extends Endpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers a contract endpoint under `/api`: its zod schemas validate the input (bad input is a
 * `bad_params` error), shape the response and feed the OpenAPI document.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<ResponseOf<E>> | ResponseOf<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${toRoutePath(endpoint.path)}`,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    handler: async (request, reply) =>
      handler({
        params: request.params as HandlerInput<E>['params'],
        query: request.query as HandlerInput<E>['query'],
        body: request.body as HandlerInput<E>['body'],
        request,
        reply,
      }),
  });
}
