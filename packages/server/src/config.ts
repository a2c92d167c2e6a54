import path from 'node:path';
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
    LOG_LEVEL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .transform((env, context) => {
    if (
      env.NODE_ENV === 'production' &&
      (env.SECRET_KEY === undefined || env.SECRET_KEY === DEV_SECRET_KEY)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'must be set to a long random value in production (the development default is refused)',
      });
      return z.NEVER;
    }
    return { ...env, SECRET_KEY: env.SECRET_KEY ?? DEV_SECRET_KEY };
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
