import { z } from 'zod';
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
    mobile: z.string().nullable(),
    verifyMobile: z.boolean(),
    countryCode: z.string(),
    language: z.string(),
    nationality: z.string().nullable(),
    birthday: z.string().nullable(),
    createdAt: isoDate(),
    verifyEmail: z.boolean(),
    active: z.boolean(),
    termsVersion: z.string().nullable(),
    termsInvestmentVersion: z.string().nullable(),
    termsCardVersion: z.string().nullable(),
    deliveryStreet: z.string().nullable(),
    deliveryStreetNumber: z.string().nullable(),
    deliveryTown: z.string().nullable(),
    deliveryPostCode: z.string().nullable(),
    deliveryCountry: z.string().nullable(),
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
      referralCode: z.string().trim().max(32).optional(),
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
      twoFactorCode: z.string().max(16).optional(),
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
      firstName: nameField().optional(),
      lastName: nameField().optional(),
      email: emailField().optional(),
      language: languageField().optional(),
      nationality: countryCodeField().optional(),
      birthday: birthdayField().optional(),
      deliveryStreet: z.string().trim().min(1).max(128).optional(),
      deliveryStreetNumber: z.string().trim().min(1).max(16).optional(),
      deliveryTown: z.string().trim().min(1).max(64).optional(),
      deliveryPostCode: z.string().trim().min(1).max(16).optional(),
      deliveryCountry: countryCodeField().optional(),
      termsVersion: versionField().optional(),
      termsInvestmentVersion: versionField().optional(),
      termsCardVersion: versionField().optional(),
      /** Links the account to a referrer once; a second time is referral_already_set. */
      referralCode: z.string().trim().min(1).max(32).optional(),
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
  query: () => z.object({ pin: sixDigitCode().optional() }),
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

const twoFactorBody = lazily(() => z.object({ code: z.string().max(16).optional() }));

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
