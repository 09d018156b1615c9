import { askResetPassword, changeEmail, changePassword, resetPassword } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authedRoute, route } from '../../http/routes';
import { render } from '../../providers/notifier/templates';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { consumeLinkToken, issueCode } from './codes';
import { findUserByEmail, liftLockout, limitAccount } from './credentials';
import { appLink, requestOrigin } from './links';
import { revokeSessions } from './sessions';

async function setPassword(services: Services, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password, { N: 2 ** services.config.scryptCost, r: 8, p: 1 });
  await services.db.orm
    .update(users)
    .set({ passwordHash, passwordChangedAt: services.now() })
    .where(eq(users.id, userId));
}

function linkError(reason: 'invalid' | 'expired'): AppError {
  return reason === 'expired'
    ? new AppError('token_expired', 'This link has expired, ask for a new one')
    : new AppError('invalid_token', 'This link is not valid or was already used');
}

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const perMinute = app.services.config.authRateLimitPerMinute;

  route(
    app,
    askResetPassword,
    async ({ body, services, request }) => {
      await limitAccount(services, 'ask-reset-password', body.email);
      const user = await findUserByEmail(services, body.email);
      // The same answer either way: this call must not tell who has an account.
      if (user?.active) {
        const token = await issueCode(services, user.id, 'reset_password', { link: true });
        const link = appLink(services, `reset-password/${token}`, requestOrigin(request));
        await services.notifier.send({
          to: user.email,
          channel: 'email',
          kind: 'reset_password',
          ...render('reset_password', user.language, { link }),
          data: { token, link },
        });
      }
      return { success: true as const };
    },
    { perMinute },
  );

  route(
    app,
    resetPassword,
    async ({ body, services }) => {
      const check = await consumeLinkToken(services, 'reset_password', body.token);
      if (!check.ok) throw linkError(check.reason);
      await setPassword(services, check.userId, body.newPassword);
      await revokeSessions(services, check.userId);
      // The emailed link proved the mailbox: the account's sign-in lockout is lifted (decision 0019).
      const [owner] = await services.db.orm
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, check.userId));
      if (owner) await liftLockout(services.db, owner.email, services.now());
      return { success: true as const };
    },
    { perMinute },
  );

  authedRoute(
    app,
    changePassword,
    async ({ body, services, auth }) => {
      await limitAccount(services, 'change-password', auth.user.id);
      if (!(await verifyPassword(body.oldPassword, auth.user.passwordHash))) {
        throw new AppError('bad_credentials', 'The current password is wrong');
      }
      if (body.oldPassword === body.newPassword) {
        throw new AppError('password_should_be_different', 'The new password must differ from the current one');
      }
      await setPassword(services, auth.user.id, body.newPassword);
      await revokeSessions(services, auth.user.id, auth.sessionId);
      return { success: true as const };
    },
    { perMinute },
  );

  route(
    app,
    changeEmail,
    async ({ body, services }) => {
      const check = await consumeLinkToken(services, 'change_email', body.token);
      if (!check.ok || !check.target) throw linkError(check.ok ? 'invalid' : check.reason);
      const taken = await findUserByEmail(services, check.target);
      if (taken && taken.id !== check.userId) throw new AppError('already_exists', 'An account with this email exists');
      await services.db.orm
        .update(users)
        .set({ email: check.target, verifyEmail: true })
        .where(eq(users.id, check.userId));
      return { success: true as const };
    },
    { perMinute },
  );
}

/** Sends the confirmation link for a new email address (from PUT /user/update). */
export async function askEmailChange(
  services: Services,
  user: { id: string; language: string },
  newEmail: string,
  origin: string | undefined,
): Promise<void> {
  const taken = await findUserByEmail(services, newEmail);
  if (taken && taken.id !== user.id) throw new AppError('already_exists', 'An account with this email exists');
  const token = await issueCode(services, user.id, 'change_email', { link: true, target: newEmail });
  const link = appLink(services, `change-email/${token}`, origin);
  await services.notifier.send({
    to: newEmail,
    channel: 'email',
    kind: 'change_email',
    ...render('change_email', user.language, { link }),
    data: { token, link },
  });
}
