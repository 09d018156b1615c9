import { randomBytes } from 'node:crypto';
import {
  askTwoFactor,
  askValidateMobile,
  disableTwoFactor,
  enableTwoFactor,
  updateUser,
  validateMobile,
} from '@coffer/contract';
import { encodeTotpSecret, otpauthUri, TOTP_SECRET_BYTES } from '@coffer/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authedRoute } from '../../http/routes';
import { render } from '../../providers/notifier/templates';
import type { Services } from '../../services';
import { consumeUserCode, issueCode } from './codes';
import { limitAccount } from './credentials';
import { requestOrigin } from './links';
import { verifyTwoFactor } from './routes-login';
import { askEmailChange } from './routes-password';
import { userView } from './view';

/** How many accounts may share one verified mobile number. */
export const MAX_ACCOUNTS_PER_MOBILE = 3;

async function reload(services: Services, id: string): Promise<UserRow> {
  const [row] = await services.db.orm.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

async function assertMobileFree(services: Services, mobile: string, userId: string): Promise<void> {
  const [row] = await services.db.orm
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.verifyMobile, true), ne(users.id, userId)));
  if (Number(row?.n ?? 0) >= MAX_ACCOUNTS_PER_MOBILE) {
    throw new AppError('exceed_account_associated', 'This number is already used by too many accounts');
  }
}

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const perMinute = app.services.config.authRateLimitPerMinute;

  authedRoute(app, updateUser, async ({ body, services, auth, request }) => {
    const { email, referralCode, ...fields } = body;
    const changes: Partial<UserRow> = { ...fields };
    if (referralCode !== undefined) {
      if (auth.user.referredBy) throw new AppError('referral_already_set', 'A referral code is already set');
      const [referrer] = await services.db.orm
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.referralCode, referralCode.toUpperCase()), ne(users.id, auth.user.id)))
        .limit(1);
      if (!referrer) throw new AppError('not_found', 'Unknown referral code');
      changes.referredBy = referrer.id;
    }
    // The email change is checked (already_exists) before anything is written.
    const emailChangePending = email !== undefined && email !== auth.user.email;
    if (emailChangePending) {
      await askEmailChange(services, auth.user, email, requestOrigin(request));
    }
    if (Object.keys(changes).length) {
      await services.db.orm.update(users).set(changes).where(eq(users.id, auth.user.id));
    }
    return { user: userView(await reload(services, auth.user.id)), emailChangePending };
  });

  authedRoute(
    app,
    askValidateMobile,
    async ({ body, services, auth }) => {
      await limitAccount(services, 'ask-validate-mobile', auth.user.id);
      await assertMobileFree(services, body.mobile, auth.user.id);
      const pin = await issueCode(services, auth.user.id, 'mobile', { target: body.mobile });
      await services.notifier.send({
        to: body.mobile,
        channel: 'sms',
        kind: 'mobile_pin',
        ...render('mobile_pin', auth.user.language, { pin }),
        data: { pin },
      });
      return { success: true as const };
    },
    { perMinute },
  );

  authedRoute(
    app,
    validateMobile,
    async ({ query, services, auth }) => {
      await limitAccount(services, 'validate-mobile', auth.user.id);
      if (!query.pin) throw new AppError('mobile_verification_token_required', 'Enter the code sent by SMS');
      const check = await consumeUserCode(services, auth.user.id, 'mobile', query.pin);
      if (!check.ok || !check.target) {
        throw new AppError('two_factor_code_invalid', 'Wrong or expired SMS code');
      }
      // Others may have verified the number since the pin was sent.
      await assertMobileFree(services, check.target, auth.user.id);
      await services.db.orm
        .update(users)
        .set({ mobile: check.target, verifyMobile: true })
        .where(eq(users.id, auth.user.id));
      return userView(await reload(services, auth.user.id));
    },
    { perMinute },
  );

  authedRoute(app, askTwoFactor, async ({ services, auth }) => {
    if (auth.user.twoFactorSecret) throw new AppError('two_factor_already_enable', 'Two-factor is already on');
    const secret = encodeTotpSecret(randomBytes(TOTP_SECRET_BYTES));
    await services.db.orm
      .update(users)
      .set({ twoFactorPendingSecret: services.secretBox.seal(secret) })
      .where(eq(users.id, auth.user.id));
    return { secret, uri: otpauthUri({ secret, account: auth.user.email, issuer: 'Coffer' }) };
  });

  authedRoute(
    app,
    enableTwoFactor,
    async ({ body, services, auth }) => {
      const { user } = auth;
      await limitAccount(services, 'enable-two-factor', user.id);
      if (user.twoFactorSecret) throw new AppError('two_factor_already_enable', 'Two-factor is already on');
      if (!user.twoFactorPendingSecret) throw new AppError('bad_request', 'Ask for a two-factor secret first');
      if (!body.code) throw new AppError('two_factor_token_required', 'Enter the code of your authenticator app');
      const secret = services.secretBox.open(user.twoFactorPendingSecret);
      if (!(await verifyTwoFactor(services, user, secret, body.code))) {
        throw new AppError('two_factor_code_invalid', 'Wrong authenticator code');
      }
      await services.db.orm
        .update(users)
        .set({ twoFactorSecret: user.twoFactorPendingSecret, twoFactorPendingSecret: null })
        .where(eq(users.id, user.id));
      return userView(await reload(services, user.id));
    },
    { perMinute },
  );

  authedRoute(
    app,
    disableTwoFactor,
    async ({ body, services, auth }) => {
      const { user } = auth;
      await limitAccount(services, 'disable-two-factor', user.id);
      if (!user.twoFactorSecret) throw new AppError('two_factor_not_enabled', 'Two-factor is not on');
      if (!body.code) throw new AppError('two_factor_token_required', 'Enter the code of your authenticator app');
      const secret = services.secretBox.open(user.twoFactorSecret);
      if (!(await verifyTwoFactor(services, user, secret, body.code))) {
        throw new AppError('two_factor_code_invalid', 'Wrong authenticator code');
      }
      await services.db.orm
        .update(users)
        .set({ twoFactorSecret: null, twoFactorLastStep: null })
        .where(eq(users.id, user.id));
      return userView(await reload(services, user.id));
    },
    { perMinute },
  );
}
