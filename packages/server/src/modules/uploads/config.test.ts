import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createDefaultStorage, storageOrigins } from '../../media/storage';

const base = { NODE_ENV: 'test', DATA_DIR: 'memory' };

describe('the storage and video lookup settings', () => {
  it('default to the local storage and the services’ own oEmbed endpoints', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      STORAGE: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      OEMBED_YOUTUBE_URL: 'https://www.youtube.com/oembed',
      OEMBED_VIMEO_URL: 'https://vimeo.com/api/oembed.json',
    });
    expect(createDefaultStorage(config).kind).toBe('local');
    expect(createDefaultStorage(loadConfig({ ...base, DATA_DIR: '/tmp/trove-config-test' })).kind).toBe(
      'local',
    );
  });

  it('take an S3-compatible bucket, path-style addresses with an endpoint', () => {
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'https://s3.example:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: true });
    expect(createDefaultStorage(config).kind).toBe('s3');
    expect(
      loadConfig({
        ...base,
        STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_FORCE_PATH_STYLE: 'false',
        S3_ENDPOINT: 'http://s3.example',
      }).S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });

  it('name the origins a browser reaches the storage at: none for local storage', () => {
    expect(storageOrigins(loadConfig(base))).toEqual([]);
    const s3 = { ...base, STORAGE: 's3', S3_BUCKET: 'uploads' };
    expect(storageOrigins(loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example:9000/' }))).toEqual([
      'https://s3.example:9000',
    ]);
    expect(
      storageOrigins(loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' })),
    ).toEqual(['https://uploads.s3.example']);
    expect(storageOrigins(loadConfig({ ...s3, S3_REGION: 'ap-southeast-2' }))).toEqual([
      'https://uploads.s3.ap-southeast-2.amazonaws.com',
    ]);
  });

  it('refuse S3 without its bucket, half a key pair, and what is not a setting', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return '';
    };
    expect(problems({ STORAGE: 's3' })).toContain('S3_BUCKET: must be set with STORAGE=s3');
    expect(problems({ S3_ACCESS_KEY_ID: 'id' })).toContain(
      'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID',
    );
    expect(problems({ S3_SECRET_ACCESS_KEY: 'secret' })).toContain(
      'S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY',
    );
    expect(problems({ STORAGE: 'ftp' })).toContain('STORAGE: must be local or s3');
    expect(problems({ S3_ENDPOINT: 'ftp://s3.example' })).toContain('S3_ENDPOINT: must be a URL');
    expect(problems({ OEMBED_VIMEO_URL: 'not a url' })).toContain('OEMBED_VIMEO_URL: must be a URL');
  });

  it('sign the local storage’s policies with a key of the secret, which production refuses to leave at its default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://trove.example' })).toThrow(
      /SECRET_KEY/,
    );
  });
});
