import type { SocialProvider } from '@trove/core/auth';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type { Config } from '../../config';

/** What a verified ID token tells about the member. */
export interface SocialIdentity {
  email: string;
  givenName?: string | undefined;
  familyName?: string | undefined;
  name?: string | undefined;
}

interface ProviderRules {
  issuers: string[];
  /** Google says whether it verified the address; Facebook only hands out confirmed ones. */
  requiresEmailVerifiedClaim: boolean;
}

const PROVIDERS: Record<SocialProvider, ProviderRules> = {
  'google-oauth2': {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    requiresEmailVerifiedClaim: true,
  },
  facebook: { issuers: ['https://www.facebook.com'], requiresEmailVerifiedClaim: false },
};

/** Checks a provider's ID token; resolves undefined when the token is not acceptable. */
export type SocialTokenVerifier = (idToken: string, now: Date) => Promise<SocialIdentity | undefined>;

/** The verifiers of the providers that the configuration enables (signing keys and client id given). */
export function createSocialVerifiers(config: Config): Partial<Record<SocialProvider, SocialTokenVerifier>> {
  const verifiers: Partial<Record<SocialProvider, SocialTokenVerifier>> = {};
  if (config.SOCIAL_GOOGLE_JWKS && config.SOCIAL_GOOGLE_CLIENT_ID) {
    verifiers['google-oauth2'] = createVerifier(
      PROVIDERS['google-oauth2'],
      config.SOCIAL_GOOGLE_JWKS,
      config.SOCIAL_GOOGLE_CLIENT_ID,
    );
  }
  if (config.SOCIAL_FACEBOOK_JWKS && config.SOCIAL_FACEBOOK_CLIENT_ID) {
    verifiers.facebook = createVerifier(
      PROVIDERS.facebook,
      config.SOCIAL_FACEBOOK_JWKS,
      config.SOCIAL_FACEBOOK_CLIENT_ID,
    );
  }
  return verifiers;
}

function createVerifier(rules: ProviderRules, jwks: JSONWebKeySet, clientId: string): SocialTokenVerifier {
  const keys = createLocalJWKSet(jwks);
  return async (idToken, now) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: rules.issuers,
        audience: clientId,
        currentDate: now,
        requiredClaims: ['exp', 'email'],
      });
      const email = typeof payload.email === 'string' ? payload.email.trim() : '';
      if (email === '') return undefined;
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (rules.requiresEmailVerifiedClaim && !verified) return undefined;
      const text = (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
      return {
        email,
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        name: text(payload.name),
      };
    } catch {
      // Bad signature, wrong issuer or audience, expired, malformed: all the same to the caller.
      return undefined;
    }
  };
}
