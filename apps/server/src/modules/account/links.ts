import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services';

/** Links in emails point at the web app: PUBLIC_URL when set, else this server's own address. */
export function appLink(services: Services, path: string, origin: string | undefined): string {
  const base = services.config.publicUrl ?? origin ?? `http://localhost:${services.config.port}`;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

/** The address this request reached the server at, when the client said (Host header). */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : undefined;
}
