import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET_KEY, loadConfig } from './config';

// A public RSA key (the shape of Google's published set); its value does not matter here.
const JWKS = {
  keys: [
    {
      kty: 'RSA',
      kid: 'test-key',
      use: 'sig',
      alg: 'RS256',
      e: 'AQAB',
      n: 'sXchDaQebHnPiGvyDOAT4saGEUetSyo9MKLOoWFsueri23bOdgWp4Dy1WlUzewbgBHod5pcM9H95GQRV3JDXboIRROSBigeC5yjU1hGzHHyXss8UDprecbAYxknTcQkhslANGRUZmdTOQ5qTRsLAt6BTYuyvVRdhS8exSZEy_c4gs_7svlJJQ4H9_NxsiIoLwAEk7-Q3UXERGYw_75IDrGA84-lA_-Ct4eTlXHBIY2EaV7t7LjJaynVJCpkv4LKjTTAumiGUIuQhrNhZLuF_RJLqHpM2kgWFLU7-VTdL1VbC2tejvcI2BlMkEpk1BzBZI0KQB0GaDWFLN-aEAw3vRw',
    },
  ],
};

describe('loadConfig', () => {
  it('has defaults for local development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 8080,
      DATA_DIR: path.resolve('.data'),
      SECRET_KEY: DEV_SECRET_KEY,
      CORS_ORIGINS: [],
      LOG_LEVEL: 'info',
      SESSION_CACHE_MS: 2000,
      SITE_URL: 'http://localhost:8080',
      SITE_URL_FROM_REQUEST: true,
      MAIL_FROM: 'Trove <no-reply@localhost>',
      DEV_OUTBOX: false,
      TOKEN_IDLE_DAYS: 30,
      TOKEN_MAX_AGE_DAYS: 365,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SOCIAL_GOOGLE_JWKS).toBeUndefined();
    // Next to this package, wherever the process starts.
    expect(config.SITE_DIR).toBe(fileURLToPath(new URL('../../site/dist', import.meta.url)));
    expect(config.ELEMENTS_DIR).toBe(fileURLToPath(new URL('../../elements/dist', import.meta.url)));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '3000',
      DATABASE_URL: 'postgres://trove@db.internal:5432/trove',
      DATA_DIR: 'memory',
      SECRET_KEY: 'a-long-random-production-secret',
      CORS_ORIGINS: 'https://partner.example/, http://localhost:5173 ,',
      SITE_DIR: 'public',
      ELEMENTS_DIR: '/srv/elements',
      LOG_LEVEL: 'warn',
      SESSION_CACHE_MS: '500',
      SITE_URL: 'https://trove.example/',
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      MAIL_FROM: 'Trove <hello@trove.example>',
      DEV_OUTBOX: 'false',
      SOCIAL_GOOGLE_JWKS: JSON.stringify(JWKS),
      SOCIAL_GOOGLE_CLIENT_ID: 'google-client',
      SOCIAL_FACEBOOK_JWKS: JSON.stringify(JWKS),
      SOCIAL_FACEBOOK_CLIENT_ID: 'facebook-app',
      TOKEN_IDLE_DAYS: '7',
      TOKEN_MAX_AGE_DAYS: '90',
      TRUST_PROXY: '10.0.0.0/8, loopback',
    });
    expect(config).toEqual({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATABASE_URL: 'postgres://trove@db.internal:5432/trove',
      DATA_DIR: 'memory',
      SECRET_KEY: 'a-long-random-production-secret',
      CORS_ORIGINS: ['https://partner.example', 'http://localhost:5173'],
      SITE_DIR: path.resolve('public'),
      ELEMENTS_DIR: '/srv/elements',
      LOG_LEVEL: 'warn',
      SESSION_CACHE_MS: 500,
      SITE_URL: 'https://trove.example',
      SITE_URL_FROM_REQUEST: false,
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      MAIL_FROM: 'Trove <hello@trove.example>',
      DEV_OUTBOX: false,
      SOCIAL_GOOGLE_JWKS: JWKS,
      SOCIAL_GOOGLE_CLIENT_ID: 'google-client',
      SOCIAL_FACEBOOK_JWKS: JWKS,
      SOCIAL_FACEBOOK_CLIENT_ID: 'facebook-app',
      TOKEN_IDLE_DAYS: 7,
      TOKEN_MAX_AGE_DAYS: 90,
      TRUST_PROXY: ['10.0.0.0/8', 'loopback'],
      STORAGE: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      OEMBED_YOUTUBE_URL: 'https://www.youtube.com/oembed',
      OEMBED_VIMEO_URL: 'https://vimeo.com/api/oembed.json',
    });
  });

  it('trusts proxies as told: none, any, a number of hops, or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,' }).TRUST_PROXY).toEqual(['127.0.0.1']);
  });

  it('takes links from the request only outside production and while SITE_URL is unset', () => {
    expect(loadConfig({ SITE_URL: 'https://shop.example' }).SITE_URL_FROM_REQUEST).toBe(false);
    const production = { NODE_ENV: 'production', SECRET_KEY: 'a-long-random-production-secret' };
    expect(() => loadConfig(production)).toThrow(/SITE_URL: must be set in production/);
    expect(loadConfig({ ...production, SITE_URL: 'https://shop.example' }).SITE_URL_FROM_REQUEST).toBe(false);
  });

  it('defaults SITE_URL to this server on its port, and the sender to its host', () => {
    const config = loadConfig({ PORT: '3000', SITE_URL: '' });
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(loadConfig({ SITE_URL: 'https://shop.example' }).MAIL_FROM).toBe('Trove <no-reply@shop.example>');
  });

  it('serves the outbox only when asked, and never in production', () => {
    expect(loadConfig({ DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow('DEV_OUTBOX: must be true or false');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: 'a-long-random-production-secret',
        SITE_URL: 'https://trove.example',
        DEV_OUTBOX: 'true',
      }),
    ).toThrow(/DEV_OUTBOX: must not be true in production/);
  });

  it('refuses a social provider without both its keys and its client id, or with keys that are no key set', () => {
    expect(() => loadConfig({ SOCIAL_GOOGLE_JWKS: JSON.stringify(JWKS) })).toThrow(
      'SOCIAL_GOOGLE_CLIENT_ID: must be set together with SOCIAL_GOOGLE_JWKS',
    );
    expect(() => loadConfig({ SOCIAL_FACEBOOK_CLIENT_ID: 'app' })).toThrow(
      'SOCIAL_FACEBOOK_JWKS: must be set together with SOCIAL_FACEBOOK_CLIENT_ID',
    );
    expect(() => loadConfig({ SOCIAL_GOOGLE_JWKS: '{"keys": 3}', SOCIAL_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      'SOCIAL_GOOGLE_JWKS: must be a JSON Web Key Set like {"keys": [...]}',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', NODE_ENV: '' });
    expect(config).toMatchObject({ PORT: 8080, NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['the development secret', { NODE_ENV: 'production', SECRET_KEY: DEV_SECRET_KEY }],
    ['no secret', { NODE_ENV: 'production' }],
  ])('refuses production with %s', (_, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SECRET_KEY: must be set to a long random value in production/);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        CORS_ORIGINS: 'partner.example',
        SESSION_CACHE_MS: '-1',
        TOKEN_IDLE_DAYS: '0',
        TOKEN_MAX_AGE_DAYS: '1.5',
      }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  PORT: must be a port number from 0 to 65535',
        '  DATABASE_URL: must be a URL like postgres://user@host:5432/name',
        '  CORS_ORIGINS: "partner.example" is not an origin like https://partner.example',
        '  SESSION_CACHE_MS: must be 0 or more',
        '  TOKEN_IDLE_DAYS: must be 1 or more',
        '  TOKEN_MAX_AGE_DAYS: must be a whole number of days',
      ].join('\n'),
    );
  });
});
