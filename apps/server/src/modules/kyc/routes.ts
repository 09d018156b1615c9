import { getKyc, kycThumbnail, submitKycQuestionnaire, uploadKycDocument } from '@coffer/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { trackConversion } from '../referrals/analytics';
import { answerQuestionnaire, kycRecordOf, thumbnailOf } from './service';
import { readUpload, storeDocument } from './upload';
import { kycWebhookRoutes } from './webhook';

/** Identity verification (issue 14, decision 0023). Multipart parsing is registered for this scope only. */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });

  authedRoute(app, getKyc, async ({ services, auth }) => kycRecordOf(services, auth.user.id));

  authedRoute(app, uploadKycDocument, async ({ request, services, auth }) => {
    const { fields, data } = await readUpload(request);
    const record = await storeDocument(services, auth.user.id, fields, data);
    trackConversion(services, 'kycUpload', auth.user.id);
    return record;
  });

  authedRoute(app, kycThumbnail, async ({ params, services, auth }) => thumbnailOf(services, auth.user.id, params.id));

  authedRoute(app, submitKycQuestionnaire, async ({ body, services, auth }) =>
    answerQuestionnaire(services, auth.user.id, body),
  );

  await app.register(kycWebhookRoutes);
}
