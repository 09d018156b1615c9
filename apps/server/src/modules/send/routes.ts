import { askSend, send } from '@coffer/contract';
import { formatAmount } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { authedRoute } from '../../http/routes';
import { render } from '../../providers/notifier/templates';
import { issueCode } from '../account/codes';
import { findOwnWallet } from '../wallets/service';
import { sendCodeCheck } from './code';
import { CodeRefused, executeSend, planSend, quoteOf } from './service';

export async function sendRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, askSend, async ({ params, body, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    const plan = await planSend(services, auth, wallet, body, { precheck: true });
    const channel = auth.user.twoFactorSecret ? 'totp' : 'email';
    if (plan.codeRequired && channel === 'email') {
      const pin = await issueCode(services, auth.user.id, 'send', { target: plan.binding });
      const amount = formatAmount(plan.amount, plan.decimals);
      await services.notifier.send({
        to: auth.user.email,
        channel: 'email',
        kind: 'send_code',
        ...render('send_code', auth.user.language, { pin, amount, coin: wallet.coin }),
        data: { pin, amount, coin: wallet.coin },
      });
    }
    return quoteOf(plan, channel, plan.destination.kind === 'internal' ? plan.destination.name : null);
  });

  authedRoute(
    app,
    send,
    async ({ params, body, services, auth, idempotency }) => {
      const wallet = await findOwnWallet(services, auth.user.id, params.id);
      const plan = await planSend(services, auth, wallet, body);
      if (plan.codeRequired && !body.code)
        throw new AppError('two_factor_code_required', 'Enter the confirmation code');
      const check =
        plan.codeRequired && body.code ? await sendCodeCheck(services, auth, body.code, plan.binding) : undefined;
      try {
        return await executeSend(services, auth, plan, idempotency, check?.verify);
      } catch (error) {
        if (!(error instanceof CodeRefused)) throw error;
        await check?.recordFailure();
        throw new AppError('two_factor_code_invalid', 'The confirmation code is wrong or has expired');
      }
    },
    { claimsIdempotencyKey: true },
  );
}
