import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import {
  birthdayField,
  countryCodeField,
  emailField,
  isoDate,
  languageField,
  loginEmailField,
  mobileField,
  nameField,
  newPasswordField,
  ok,
  passwordField,
  sixDigitCode,
  tokenField,
  versionField,
} from '../fields';

/** The signed-in user as the client sees it (spec section 3, User); built on first use (decision 0046). */
export const user = lazily(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.nullable(z.string()),
    verifyMobile: z.boolean(),
    countryCode: z.string(),
    language: z.string(),
    nationality: z.nullable(z.string()),
    birthday: z.nullable(z.string()),
    createdAt: isoDate(),
    verifyEmail: z.boolean(),
    active: z.boolean(),
    termsVersion: z.nullable(z.string()),
    termsInvestmentVersion: z.nullable(z.string()),
    termsCardVersion: z.nullable(z.string()),
    deliveryStreet: z.nullable(z.string()),
    deliveryStreetNumber: z.nullable(z.string()),
    deliveryTown: z.nullable(z.string()),
    deliveryPostCode: z.nullable(z.string()),
    deliveryCountry: z.nullable(z.string()),
    referralCode: z.string(),
    twoFactorEnabled: z.boolean(),
  }),
);
export type User = z.infer<ReturnType<typeof user>>;

export const signup = endpoint({
  method: 'POST',
  path: '/user/create',
  summary: 'Create an account (then log in with the pin sent by email)',
  tag: 'account',
  auth: false,
  body: () =>
    z.object({
      email: emailField(),
      password: newPasswordField(),
      firstName: nameField(),
      lastName: nameField(),
      countryCode: countryCodeField(),
      language: languageField(),
      termsVersion: versionField(),
      referralCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    }),
  response: () => z.object({ user: user() }),
});

export const askLogin = endpoint({
  method: 'POST',
  path: '/user/ask-login',
  summary: 'Check the credentials and email a single-use login pin',
  tag: 'account',
  auth: false,
  body: () => z.object({ email: loginEmailField(), password: passwordField() }),
  response: () => z.object({ twoFactorRequired: z.boolean() }),
});

export const login = endpoint({
  method: 'POST',
  path: '/user/login',
  summary: 'Exchange credentials, the emailed pin and (with 2FA) a TOTP code for a session token',
  tag: 'account',
  auth: false,
  body: () =>
    z.object({
      email: loginEmailField(),
      password: passwordField(),
      pin: sixDigitCode(),
      twoFactorCode: z.optional(z.string().check(z.maxLength(16))),
    }),
  response: () => z.object({ token: z.string(), user: user() }),
});

export const getMe = endpoint({
  method: 'GET',
  path: '/user/me',
  summary: 'The signed-in user',
  tag: 'account',
  auth: true,
  response: user,
});

export const logout = endpoint({
  method: 'GET',
  path: '/user/logout',
  summary: 'Revoke the token of this session',
  tag: 'account',
  auth: true,
  response: () => ok(),
});

export const askResetPassword = endpoint({
  method: 'POST',
  path: '/user/ask-reset-password',
  summary: 'Email a password reset link (same answer whether or not the email exists)',
  tag: 'account',
  auth: false,
  body: () => z.object({ email: loginEmailField() }),
  response: () => ok(),
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/user/reset-password',
  summary: 'Set a new password with the emailed token; ends every session',
  tag: 'account',
  auth: false,
  body: () => z.object({ token: tokenField(), newPassword: newPasswordField() }),
  response: () => ok(),
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/user/change-password',
  summary: 'Change the password; ends every other session',
  tag: 'account',
  auth: true,
  body: () => z.object({ oldPassword: passwordField(), newPassword: newPasswordField() }),
  response: () => ok(),
});

/** Only the fields a user may change; anything else in the body is dropped by the schema. */
export const updateUser = endpoint({
  method: 'PUT',
  path: '/user/update',
  summary: 'Update profile fields and accepted terms; a new email is confirmed by link',
  tag: 'account',
  auth: true,
  body: () =>
    z.object({
      firstName: z.optional(nameField()),
      lastName: z.optional(nameField()),
      email: z.optional(emailField()),
      language: z.optional(languageField()),
      nationality: z.optional(countryCodeField()),
      birthday: z.optional(birthdayField()),
      deliveryStreet: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
      deliveryStreetNumber: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(16))),
      deliveryTown: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
      deliveryPostCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(16))),
      deliveryCountry: z.optional(countryCodeField()),
      termsVersion: z.optional(versionField()),
      termsInvestmentVersion: z.optional(versionField()),
      termsCardVersion: z.optional(versionField()),
      /** Links the account to a referrer once; a second time is referral_already_set. */
      referralCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
    }),
  response: () => z.object({ user: user(), emailChangePending: z.boolean() }),
});

export const changeEmail = endpoint({
  method: 'POST',
  path: '/user/change-email',
  summary: 'Apply an email change with the token sent to the new address',
  tag: 'account',
  auth: false,
  body: () => z.object({ token: tokenField() }),
  response: () => ok(),
});

export const askValidateMobile = endpoint({
  method: 'PUT',
  path: '/user/ask-validate-mobile',
  summary: 'Send a 6-digit pin by SMS to verify a mobile number',
  tag: 'account',
  auth: true,
  body: () => z.object({ mobile: mobileField() }),
  response: () => ok(),
});

export const validateMobile = endpoint({
  method: 'PUT',
  path: '/user/validate-mobile',
  summary: 'Verify the mobile number with the SMS pin',
  tag: 'account',
  auth: true,
  query: () => z.object({ pin: z.optional(sixDigitCode()) }),
  response: user,
});

export const askTwoFactor = endpoint({
  method: 'GET',
  path: '/user/ask-two-factor',
  summary: 'A new TOTP secret and its otpauth URI (enabled only after a valid code)',
  tag: 'account',
  auth: true,
  response: () => z.object({ secret: z.string(), uri: z.string() }),
});

const twoFactorBody = lazily(() => z.object({ code: z.optional(z.string().check(z.maxLength(16))) }));

export const enableTwoFactor = endpoint({
  method: 'POST',
  path: '/user/enable-two-factor',
  summary: 'Enable TOTP with a code from the authenticator app',
  tag: 'account',
  auth: true,
  body: () => twoFactorBody(),
  response: user,
});

export const disableTwoFactor = endpoint({
  method: 'POST',
  path: '/user/disable-two-factor',
  summary: 'Disable TOTP with a current code',
  tag: 'account',
  auth: true,
  body: () => twoFactorBody(),
  response: user,
});
