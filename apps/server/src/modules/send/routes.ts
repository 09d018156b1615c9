import { askSend, send } from '@coffer/contract';
import { formatAmount } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { authedRoute } from '../../http/routes';
import { render } from '../../providers/notifier/templates';
import { consumeUserCode, issueCode } from '../account/codes';
import { verifyTwoFactor } from '../account/routes-login';
import { findOwnWallet } from '../wallets/service';
import { executeSend, planSend, quoteOf } from './service';

const INVALID_CODE = 'The confirmation code is wrong or has expired';

export async function sendRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, askSend, async ({ params, body, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    const plan = await planSend(services, auth, wallet, body);
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

  authedRoute(app, send, async ({ params, body, services, auth, idempotency }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    const plan = await planSend(services, auth, wallet, body);
    if (plan.codeRequired) {
      if (!body.code) throw new AppError('two_factor_code_required', 'Enter the confirmation code');
      if (auth.user.twoFactorSecret) {
        const secret = services.secretBox.open(auth.user.twoFactorSecret);
        if (!(await verifyTwoFactor(services, auth.user, secret, body.code))) {
          throw new AppError('two_factor_code_invalid', INVALID_CODE);
        }
      } else {
        const check = await consumeUserCode(services, auth.user.id, 'send', body.code);
        // A code confirms the send it was asked for: another amount or recipient needs a new one.
        if (!check.ok || check.target !== plan.binding) throw new AppError('two_factor_code_invalid', INVALID_CODE);
      }
    }
    return executeSend(services, auth, plan, idempotency);
  });
}
