import { listProofsOfFund, listRefunds, requestRefund, uploadProofOfFund } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { addProof, listProofs, listRefundable, refund } from './service';

/** A 6 MB file in base64 plus the JSON around it. */
const UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;

export async function proofRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listProofsOfFund, async ({ params, services, auth }) =>
    listProofs(services, auth.user.id, params.id),
  );

  authedRoute(
    app,
    uploadProofOfFund,
    async ({ params, body, services, auth }) => addProof(services, auth.user.id, params.id, body),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  authedRoute(app, listRefunds, async ({ services, auth }) => listRefundable(services, auth.user.id));

  authedRoute(app, requestRefund, async ({ body, services, auth }) =>
    refund(services, auth.user.id, body.transactionId),
  );
}
