import path from 'node:path';
import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { z } from 'zod';
import { defaultElementsDir, defaultSiteDir } from './packagePaths';

/** The development secret: fine on a laptop, refused in production. */
export const DEV_SECRET_KEY = 'dev-insecure-secret-change-me';

/** The `DATA_DIR` value that keeps the embedded database in memory (tests, demos). */
export const IN_MEMORY = 'memory';

// An exported-but-empty variable (`FOO=`) means "not set", as it does for most tools.
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const directory = (fallback: string) =>
  optionalString.transform((value) => (value === undefined ? fallback : path.resolve(value)));

const origins = optionalString.transform((value, context) => {
  const list: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const candidate = entry.trim();
    if (candidate === '') continue;
    // Normalised to the bare origin so `https://partner.example/` matches the browser's Origin header.
    const origin = URL.canParse(candidate) ? new URL(candidate).origin : 'null';
    if (/^https?:\/\//.test(origin)) list.push(origin);
    else
      context.addIssue({
        code: 'custom',
        message: `"${candidate}" is not an origin like https://partner.example`,
      });
  }
  return list;
});

const PORT_MESSAGE = 'must be a port number from 0 to 65535';

const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : String(value).toLowerCase()),
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1'),
);

/** A JSON Web Key Set (`{"keys": [...]}`) given inline, as a provider publishes it. */
const jwks = optionalString.transform((value, context) => {
  if (value === undefined) return undefined;
  try {
    const parsed = JSON.parse(value) as JSONWebKeySet;
    // jose checks the shape of the set and refuses one that is not.
    createLocalJWKSet(parsed);
    return parsed;
  } catch {
    // reported below
  }
  context.addIssue({ code: 'custom', message: 'must be a JSON Web Key Set like {"keys": [...]}' });
  return z.NEVER;
});

/**
 * Which proxies' `X-Forwarded-For` names the client: `true` (any), a number of hops, or
 * addresses and ranges (`10.0.0.0/8, loopback`), as Fastify's `trustProxy` takes them.
 */
const trustProxy = optionalString.transform((value): boolean | number | string[] => {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value.trim())) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
});

/** A whole number of days, at least one and at most ten years. */
const days = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : Number(value)),
    z
      .int({ error: 'must be a whole number of days' })
      .min(1, 'must be 1 or more')
      .max(3650, 'must be at most 3650'),
  );

/** `NZD=account_a, AUD=account_b` to `{ NZD: 'account_a', AUD: 'account_b' }`. */
const merchantAccounts = optionalString.transform((value, context) => {
  if (value === undefined) return undefined;
  const accounts: Record<string, string> = {};
  for (const entry of value.split(',')) {
    if (entry.trim() === '') continue;
    const match = /^\s*([A-Za-z]{3})\s*=\s*(\S+)\s*$/.exec(entry);
    if (match) accounts[(match[1] as string).toUpperCase()] = match[2] as string;
    else
      context.addIssue({
        code: 'custom',
        message: `"${entry.trim()}" is not CURRENCY=merchant_account_id, like NZD=trove_nzd`,
      });
  }
  return accounts;
});

const BRAINTREE_KEYS = ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const;

const configSchema = z
  .object({
    NODE_ENV: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
    PORT: z.preprocess(
      (value) => (value === '' || value === undefined ? 8080 : Number(value)),
      z.int({ error: PORT_MESSAGE }).min(0, PORT_MESSAGE).max(65535, PORT_MESSAGE),
    ),
    /** PostgreSQL server to use instead of the embedded PGlite database. */
    DATABASE_URL: optionalString.pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a URL like postgres://user@host:5432/name' })
        .optional(),
    ),
    /** Where the embedded database lives (`${DATA_DIR}/pglite`), or `memory`. Default `./.data`. */
    DATA_DIR: optionalString.transform((value) =>
      value === IN_MEMORY ? IN_MEMORY : path.resolve(value ?? '.data'),
    ),
    /** Signs tokens and links. */
    SECRET_KEY: optionalString,
    /** Partner origins allowed to call the API from a browser, comma-separated. Default: none. */
    CORS_ORIGINS: origins,
    SITE_DIR: directory(defaultSiteDir),
    ELEMENTS_DIR: directory(defaultElementsDir),
    /**
     * Public address of the site, for links in emails and the absolute URLs of its pages' heads,
     * robots.txt and sitemaps; required in production. Outside production the default is the
     * address each request came to (a phone on the LAN gets links it can open).
     */
    SITE_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be a URL like https://trove.example' }).optional(),
    ),
    /** Mail server, like `smtps://user:password@smtp.example:465`. Default: none, mail goes to the outbox table. */
    SMTP_URL: optionalString.pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'must be a URL like smtps://user:password@smtp.example:465' })
        .optional(),
    ),
    /** Sender of the emails. Default `Trove <no-reply@{host of SITE_URL}>`. */
    MAIL_FROM: optionalString,
    /** Serves the mail outbox at `/api/dev/outbox/` (end-to-end tests, local development). Default false. */
    DEV_OUTBOX: flag,
    /** Google's signing keys for ID tokens; with `SOCIAL_GOOGLE_CLIENT_ID`, enables Google sign-in. */
    SOCIAL_GOOGLE_JWKS: jwks,
    SOCIAL_GOOGLE_CLIENT_ID: optionalString,
    /** Facebook's signing keys for Limited Login ID tokens; with `SOCIAL_FACEBOOK_CLIENT_ID` (the app id). */
    SOCIAL_FACEBOOK_JWKS: jwks,
    SOCIAL_FACEBOOK_CLIENT_ID: optionalString,
    /**
     * How long an instance reuses a token's session for reads and bids (ms; 0: never). Another
     * instance sees a sign-out or a profile change within this. Default 2000.
     */
    SESSION_CACHE_MS: z.preprocess(
      (value) => (value === '' || value === undefined ? 2000 : Number(value)),
      z
        .int({ error: 'must be a whole number of milliseconds' })
        .min(0, 'must be 0 or more')
        .max(60_000, 'must be at most 60000 (a minute)'),
    ),
    /**
     * The proxies in front of the server (see `trustProxy` above). Without it, behind a proxy
     * every client has the proxy's address, and the sign-in limits count all of them as one.
     * Default none.
     */
    TRUST_PROXY: trustProxy,
    /** Days a sign-in token works without being used. Default 30. */
    TOKEN_IDLE_DAYS: days(30),
    /** Days a sign-in token works at most, used or not. Default 365. */
    TOKEN_MAX_AGE_DAYS: days(365),
    /**
     * The card payment gateway: `braintree`, or `test` (Braintree's test nonces, no money moves;
     * refused in production). Default: `braintree` when its credentials are set, else `test`
     * outside production; in production without credentials there are no card payments.
     */
    PAYMENT_GATEWAY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['braintree', 'test'], { error: 'must be braintree or test' }).optional(),
    ),
    /** Braintree's API credentials (Settings > API in its control panel); all three or none. */
    BRAINTREE_MERCHANT_ID: optionalString,
    BRAINTREE_PUBLIC_KEY: optionalString,
    BRAINTREE_PRIVATE_KEY: optionalString,
    /** `sandbox` or `production`. Default: `production` when NODE_ENV is, else `sandbox`. */
    BRAINTREE_ENVIRONMENT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).optional(),
    ),
    /**
     * The Braintree merchant account of each currency, like `NZD=trove_nzd,AUD=trove_aud` (a
     * merchant account settles in one currency). Default: the merchant's default account for all.
     */
    BRAINTREE_MERCHANT_ACCOUNTS: merchantAccounts,
    /**
     * The bank account details shown to a buyer who pays by bank transfer. Set, checkout offers
     * "Bank transfer": the order stays Pending, nothing is charged. Default: card only.
     */
    BANK_TRANSFER_DETAILS: optionalString,
    /**
     * Where uploaded images go: `local` (`${DATA_DIR}/media/images`, or memory; the server takes
     * the uploads at `/media/` with the same signed POST policies as S3) or `s3` (an S3 bucket, or
     * one of an S3-compatible service, through `S3_*`). Default `local`.
     */
    STORAGE: z.preprocess(
      (value) => (value === '' || value === undefined ? 'local' : value),
      z.enum(['local', 's3'], { error: 'must be local or s3' }),
    ),
    /** The bucket of `STORAGE=s3`; required with it. */
    S3_BUCKET: optionalString,
    /** The bucket's region. Default `us-east-1`. */
    S3_REGION: optionalString.transform((value) => value ?? 'us-east-1'),
    /** An S3-compatible service's address, like `https://s3.example:9000`. Default AWS's. */
    S3_ENDPOINT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be a URL like https://s3.example:9000' }).optional(),
    ),
    /**
     * The access key that signs upload policies and reads uploads back (for thumbnails); both or
     * neither. Default: the AWS SDK's own (environment, profile, instance role).
     */
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `{endpoint}/{bucket}/{key}` addresses. Default: true with `S3_ENDPOINT`, else false. */
    S3_FORCE_PATH_STYLE: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
        .transform((value) => value === 'true' || value === '1')
        .optional(),
    ),
    /** YouTube's oEmbed endpoint, for the video lookup. Default YouTube's own. */
    OEMBED_YOUTUBE_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be a URL like https://www.youtube.com/oembed' }).optional(),
    ),
    /** Vimeo's oEmbed endpoint, for the video lookup. Default Vimeo's own. */
    OEMBED_VIMEO_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be a URL like https://vimeo.com/api/oembed.json' })
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === 'production';
    let valid = true;
    const refuse = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
      valid = false;
    };
    if (production && (env.SECRET_KEY === undefined || env.SECRET_KEY === DEV_SECRET_KEY)) {
      refuse(
        'SECRET_KEY',
        'must be set to a long random value in production (the development default is refused)',
      );
    }
    if (production && env.DEV_OUTBOX) {
      refuse(
        'DEV_OUTBOX',
        'must not be true in production: it would publish every activation and reset link',
      );
    }
    if (production && env.SITE_URL === undefined) {
      // Links built from the request's Host would let anyone have a reset link mailed to their site.
      refuse('SITE_URL', 'must be set in production: the links in emails point to it');
    }
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      const keys = env[`SOCIAL_${provider}_JWKS`];
      const clientId = env[`SOCIAL_${provider}_CLIENT_ID`];
      if ((keys === undefined) !== (clientId === undefined)) {
        const [missing, given] = keys === undefined ? ['JWKS', 'CLIENT_ID'] : ['CLIENT_ID', 'JWKS'];
        refuse(`SOCIAL_${provider}_${missing}`, `must be set together with SOCIAL_${provider}_${given}`);
      }
    }
    const braintreeSet = BRAINTREE_KEYS.filter((key) => env[key] !== undefined);
    if (braintreeSet.length > 0 && braintreeSet.length < BRAINTREE_KEYS.length) {
      for (const key of BRAINTREE_KEYS) {
        if (env[key] === undefined) {
          refuse(key, `must be set together with ${braintreeSet.join(' and ')}`);
        }
      }
    }
    const braintree = braintreeSet.length === BRAINTREE_KEYS.length;
    if (env.PAYMENT_GATEWAY === 'braintree' && braintreeSet.length === 0) {
      refuse('PAYMENT_GATEWAY', `braintree needs ${BRAINTREE_KEYS.join(', ')}`);
    }
    if (production && env.PAYMENT_GATEWAY === 'test') {
      refuse(
        'PAYMENT_GATEWAY',
        'must not be test in production: the test gateway accepts fake card nonces and takes no payment',
      );
    }
    if (env.STORAGE === 's3' && env.S3_BUCKET === undefined) {
      refuse('S3_BUCKET', 'must be set with STORAGE=s3: the bucket uploads go to');
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const [missing, given] =
        env.S3_ACCESS_KEY_ID === undefined
          ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
          : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
      refuse(missing, `must be set together with ${given}`);
    }
    if (!valid) return z.NEVER;
    const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    return {
      ...env,
      SECRET_KEY: env.SECRET_KEY ?? DEV_SECRET_KEY,
      SITE_URL: siteUrl,
      /** Whether emailed links take the request's address (SITE_URL unset, outside production). */
      SITE_URL_FROM_REQUEST: env.SITE_URL === undefined,
      MAIL_FROM: env.MAIL_FROM ?? `Trove <no-reply@${new URL(siteUrl).hostname}>`,
      PAYMENT_GATEWAY: env.PAYMENT_GATEWAY ?? (braintree ? 'braintree' : production ? undefined : 'test'),
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
      OEMBED_YOUTUBE_URL: env.OEMBED_YOUTUBE_URL ?? 'https://www.youtube.com/oembed',
      OEMBED_VIMEO_URL: env.OEMBED_VIMEO_URL ?? 'https://vimeo.com/api/oembed.json',
      BRAINTREE_ENVIRONMENT: braintree
        ? (env.BRAINTREE_ENVIRONMENT ?? (production ? 'production' : 'sandbox'))
        : env.BRAINTREE_ENVIRONMENT,
    };
  });

export type Config = z.output<typeof configSchema>;

/** The environment cannot run the server; the message lists every problem. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the server's configuration from environment variables; throws a `ConfigError` naming what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
