import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET_KEY, loadConfig } from './config';

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
    });
    expect(config.DATABASE_URL).toBeUndefined();
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
    });
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
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', CORS_ORIGINS: 'partner.example' }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  PORT: must be a port number from 0 to 65535',
        '  DATABASE_URL: must be a URL like postgres://user@host:5432/name',
        '  CORS_ORIGINS: "partner.example" is not an origin like https://partner.example',
      ].join('\n'),
    );
  });
});
