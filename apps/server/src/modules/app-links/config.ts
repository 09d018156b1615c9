import { z } from 'zod';

/** SHA-256 fingerprints of the Android signing certificates, as keytool prints them (AA:BB:...). */
const fingerprints = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'SHA-256 fingerprints, AA:BB:... (32 bytes)')));

/** Issue 19's environment variables (the app-link association files), spread into config.ts. */
export const APP_LINKS_ENV = {
  /** The apps' id (Android application id, iOS bundle id): apps/native/native.config.json's appId. */
  NATIVE_APP_ID: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'a reverse-domain id such as app.coffer.wallet')
    .default('app.coffer.wallet'),
  /** Comma-separated SHA-256 fingerprints of the Android signing certificates; unset: no assetlinks.json. */
  ANDROID_CERT_SHA256: fingerprints.optional(),
  /** The Apple developer team id; unset: no apple-app-site-association. */
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'a 10-character Apple team id')
    .optional(),
};

export interface AppLinksConfig {
  readonly appId: string;
  readonly androidCertFingerprints: readonly string[];
  readonly appleTeamId: string | null;
}

export function appLinksConfigOf(env: {
  NATIVE_APP_ID: string;
  ANDROID_CERT_SHA256?: string[] | undefined;
  APPLE_TEAM_ID?: string | undefined;
}): AppLinksConfig {
  return {
    appId: env.NATIVE_APP_ID,
    androidCertFingerprints: env.ANDROID_CERT_SHA256 ?? [],
    appleTeamId: env.APPLE_TEAM_ID ?? null,
  };
}
