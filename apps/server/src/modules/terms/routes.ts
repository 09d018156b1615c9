import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getTerms } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/routes';

/** Largest terms file served; a bigger one is an operator mistake, not something to send to phones. */
const MAX_TERMS_BYTES = 512 * 1024;

async function readTerms(file: string): Promise<string | null> {
  try {
    const text = await readFile(file, 'utf8');
    return text.length <= MAX_TERMS_BYTES ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * GET /api/terms/{kind}/{version}?lang=: the Markdown of `TERMS_DIR/<kind>/<version>/<lang>.md`, read on
 * every call so an operator's replacement shows at once; English when the language has no file.
 * The kind, version and language are validated by the contract, so they cannot leave the folder.
 */
export async function termsRoutes(app: FastifyInstance): Promise<void> {
  route(app, getTerms, async ({ params, query, services }) => {
    const folder = join(services.config.termsDir, params.kind, params.version);
    for (const language of query.lang === 'en' ? (['en'] as const) : ([query.lang, 'en'] as const)) {
      const markdown = await readTerms(join(folder, `${language}.md`));
      if (markdown !== null) {
        return { kind: params.kind, version: params.version, language, markdown };
      }
    }
    throw new AppError('not_found', 'No such terms version');
  });
}
