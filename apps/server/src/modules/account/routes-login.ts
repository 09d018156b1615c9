import { askLogin, getMe, login, logout, signup } from '@coffer/contract';
import { matchTotp } from '@coffer/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authedRoute, route } from '../../http/routes';
import { render } from '../../providers/notifier/templates';
import type { Services } from '../../services';
import { stopDevicePush } from '../notifications/service';
import { consumeUserCode, issueCode } from './codes';
import { checkCredentials, limitAccount, recordFailure } from './credentials';
import { appLink, requestOrigin } from './links';
import { openSession } from './sessions';
import { createUser } from './signup';
import { userView } from './view';

/**
 * TOTP check shared by login and the 2FA switches; a step is accepted once (no replay), also when the
 * same code arrives twice at once: the step is claimed by one conditional UPDATE (decision 0022).
 */
export async function verifyTwoFactor(
  services: Services,
  user: { id: string; twoFactorLastStep: number | null },
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchTotp(secret, code, services.now().getTime());
  if (step === null) return false;
  const claimed = await services.db.orm
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const perMinute = app.services.config.authRateLimitPerMinute;

  route(
    app,
    signup,
    async ({ body, services }) => {
      const user = await createUser(services, body);
      return { user: userView(user) };
    },
    { perMinute },
  );

  route(
    app,
    askLogin,
    async ({ body, services, request }) => {
      await limitAccount(services, 'ask-login', body.email);
      const user = await checkCredentials(services, body.email, body.password, request.ip);
      const pin = await issueCode(services, user.id, 'login');
      const link = appLink(services, `ask-login-2fa?referralCode=${pin}`, requestOrigin(request));
      await services.notifier.send({
        to: user.email,
        channel: 'email',
        kind: 'login_pin',
        ...render('login_pin', user.language, { pin, link }),
        data: { pin, link },
      });
      return { twoFactorRequired: user.twoFactorSecret !== null };
    },
    { perMinute },
  );

  route(
    app,
    login,
    async ({ body, services, request }) => {
      await limitAccount(services, 'login', body.email);
      const user = await checkCredentials(services, body.email, body.password, request.ip);
      // Asked before the pin is spent, so a missing code does not cost the user a new pin.
      if (user.twoFactorSecret && !body.twoFactorCode) {
        throw new AppError('two_factor_code_required', 'Enter the code of your authenticator app');
      }
      const pin = await consumeUserCode(services, user.id, 'login', body.pin);
      if (!pin.ok) {
        const left = await recordFailure(services, user.email, user.id, request.ip);
        throw pin.reason === 'expired'
          ? new AppError('token_expired', 'The login code has expired, ask for a new one', left)
          : new AppError('invalid_token', 'Wrong or used login code', left);
      }
      if (user.twoFactorSecret) {
        const secret = services.secretBox.open(user.twoFactorSecret);
        if (!(await verifyTwoFactor(services, user, secret, body.twoFactorCode as string))) {
          const left = await recordFailure(services, user.email, user.id, request.ip);
          throw new AppError('two_factor_code_invalid', 'Wrong authenticator code', left);
        }
      }
      // Only an active user gets a session; checkCredentials refused the others already.
      const token = await openSession(services, user.id, request);
      if (!user.verifyEmail) {
        // The pin reached the mailbox, so the address is proven.
        await services.db.orm.update(users).set({ verifyEmail: true }).where(eq(users.id, user.id));
        user.verifyEmail = true;
      }
      return { token, user: userView(user) };
    },
    { perMinute },
  );

  authedRoute(app, getMe, ({ auth }) => userView(auth.user));

  authedRoute(app, logout, async ({ auth, services }) => {
    const [session] = await services.db.orm
      .update(sessions)
      .set({ revokedAt: services.now() })
      .where(eq(sessions.id, auth.sessionId))
      .returning({ deviceId: sessions.deviceId });
    // Push stops at logout (spec section 4) even when the app could not unsubscribe first.
    await stopDevicePush(services, auth.user.id, session?.deviceId ?? null);
    return { success: true as const };
  });
}
