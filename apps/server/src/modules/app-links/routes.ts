import type { FastifyInstance } from 'fastify';
import type { AppLinksConfig } from './config';

/**
 * The association files that let the apps open https links (decision 0030): Android app links
 * (/.well-known/assetlinks.json) and iOS universal links (/.well-known/apple-app-site-association),
 * built from NATIVE_APP_ID, ANDROID_CERT_SHA256 and APPLE_TEAM_ID. Without those settings there is
 * nothing to claim and the files answer 404. Every path opens the app: the deep-link resolver decides.
 */
export function assetLinks(config: AppLinksConfig): unknown[] | null {
  if (config.androidCertFingerprints.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.appId,
        sha256_cert_fingerprints: config.androidCertFingerprints,
      },
    },
  ];
}

export function appleAppSiteAssociation(config: AppLinksConfig): unknown | null {
  if (!config.appleTeamId) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [`${config.appleTeamId}.${config.appId}`],
          // The API and the server's own files stay in the browser.
          components: [
            { '/': '/api/*', exclude: true },
            { '/': '/.well-known/*', exclude: true },
            { '/': '/wallet-app.json', exclude: true },
            { '/': '/*' },
          ],
        },
      ],
    },
  };
}

export async function appLinksRoutes(app: FastifyInstance): Promise<void> {
  const config = app.services.config.appLinks;
  const serve = (path: string, body: unknown | null) =>
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      if (body === null) return reply.code(404).send({ code: 'not_found', description: 'Not found' });
      return reply
        .header('content-type', 'application/json')
        .header('cache-control', 'public, max-age=3600')
        .send(body);
    });
  serve('/.well-known/assetlinks.json', assetLinks(config));
  serve('/.well-known/apple-app-site-association', appleAppSiteAssociation(config));
}
