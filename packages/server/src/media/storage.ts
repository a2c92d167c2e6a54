import { createHmac } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { Config } from '../config';
import { IN_MEMORY } from '../config';
import { createDiskMediaStore, createMemoryMediaStore, type FileMediaStore } from './mediaStore';
import type { PolicyCredentials } from './postPolicy';

/*
 * Where uploaded files go (architecture: "a `Storage` interface; local disk by default, with the
 * same signed POST-policy upload flow the spec describes; S3-compatible storage in production").
 * The browser posts each file straight to the storage with a policy the API signed; the server
 * reads uploads back only to render their thumbnails.
 */

/** The folder of the keys, as in S3: `images/`. */
const IMAGES = 'images/';
/** The extensions an upload's key may end with, in the order a thumbnail looks for its source. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;

/** One upload the API allows: the policy the browser posts with its file. */
export interface PostPolicyRequest {
  key: string;
  /** Every key of the member's starts with this (`images/{userId}_`). */
  keyPrefix: string;
  contentType: string;
  /** The most bytes the file may have. */
  maxBytes: number;
  /** `Cache-Control` and `Expires` of the stored file. */
  cacheControl: string;
  expires: string;
  acl: string;
  /** When the policy is signed; it is good for `validSeconds`. */
  now: Date;
  validSeconds: number;
  /** The site's address, where the local storage takes uploads. */
  siteUrl: string;
}

/** Post every field, then the file, to `url`. */
export interface PostPolicy {
  url: string;
  fields: Record<string, string>;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  presignPost(request: PostPolicyRequest): Promise<PostPolicy>;
  /** The bytes of an object, or undefined. */
  read(key: string): Promise<Buffer | undefined>;
  /**
   * The bytes of the uploaded image a thumbnail name stands for (`12_ab3de9xz_photo` for
   * `images/12_ab3de9xz_photo.jpg`), or undefined.
   */
  readImage(thumbnailName: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/** The local storage also takes the uploads itself (`POST /media/`) and serves them. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly credentials: PolicyCredentials;
  /** Where uploads are written while they arrive (beside the files, so keeping one is a rename). */
  readonly tempDir: string;
  /** Keeps a checked upload (a finished file, moved or removed) as `key`. */
  store(key: string, file: string): Promise<void>;
}

export const isLocalStorage = (storage: Storage): storage is LocalStorage => storage.kind === 'local';

/** The path where the local storage takes uploads: the form's `url`; its files are below it. */
export const LOCAL_STORAGE_PATH = '/media/';
const LOCAL_BUCKET = 'media';
const LOCAL_REGION = 'local';
const LOCAL_ACCESS_KEY_ID = 'trove-local';

/** The fields of the form, before the file, besides those the signature adds. */
const policyFields = (request: PostPolicyRequest) => ({
  acl: request.acl,
  'Content-Type': request.contentType,
  'Cache-Control': request.cacheControl,
  Expires: request.expires,
});

/** The conditions besides one per field: the member's prefix, the size, and any file name. */
const policyConditions = (request: PostPolicyRequest) =>
  [
    ['starts-with', '$key', request.keyPrefix],
    ['content-length-range', 1, request.maxBytes],
    // The browser also posts the file's name (§7 Upload); S3 refuses a field no condition names.
    ['starts-with', '$filename', ''],
  ] satisfies NonNullable<Parameters<typeof createPresignedPost>[1]['Conditions']>;

/** Signs with `client`, as of `now` (the SDK takes the time from its clock offset). */
async function presign(client: S3Client, bucket: string, request: PostPolicyRequest): Promise<PostPolicy> {
  client.config.systemClockOffset = request.now.getTime() - Date.now();
  const { url, fields } = await createPresignedPost(client, {
    Bucket: bucket,
    Key: request.key,
    Fields: policyFields(request),
    Conditions: policyConditions(request),
    Expires: request.validSeconds,
  });
  return { url, fields: { ...fields, filename: request.key.slice(request.key.lastIndexOf('/') + 1) } };
}

/**
 * Files in a media store (a folder, or memory), with policies signed by a key derived from
 * `secret` (the server's `SECRET_KEY`), checked by `POST /media/`.
 */
export function createLocalStorage(files: FileMediaStore, secret: string, tempDir: string): LocalStorage {
  const credentials: PolicyCredentials = {
    accessKeyId: LOCAL_ACCESS_KEY_ID,
    // A key of its own, so a policy's signature tells nothing of the server's secret.
    secretAccessKey: createHmac('sha256', secret).update('trove local storage upload policies').digest('hex'),
    region: LOCAL_REGION,
  };
  // The SDK signs the policy; the endpoint is never called (the form goes to the site's /media/).
  const signer = new S3Client({
    region: LOCAL_REGION,
    endpoint: 'http://localhost',
    forcePathStyle: true,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
  });
  const nameOf = (key: string) => (key.startsWith(IMAGES) ? key.slice(IMAGES.length) : undefined);
  return {
    kind: 'local',
    credentials,
    tempDir,
    async presignPost(request) {
      const { fields } = await presign(signer, LOCAL_BUCKET, request);
      return { url: `${request.siteUrl.replace(/\/+$/, '')}${LOCAL_STORAGE_PATH}`, fields };
    },
    async read(key) {
      const name = nameOf(key);
      if (name === undefined || name.includes('/')) return undefined;
      try {
        return await files.read(name);
      } catch {
        return undefined; // not a name the store can hold
      }
    },
    async readImage(thumbnailName) {
      for (const extension of IMAGE_EXTENSIONS) {
        const bytes = await this.read(`${IMAGES}${thumbnailName}${extension}`);
        if (bytes) return bytes;
      }
      return undefined;
    },
    async store(key, file) {
      const name = nameOf(key);
      if (name === undefined) throw new Error(`Not an upload key: ${key}`);
      await files.importFile(name, file);
    },
    async close() {
      signer.destroy();
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; default AWS's. */
  endpoint?: string | undefined;
  /** Default: the SDK's own (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint}/{key}`. */
  forcePathStyle?: boolean;
}

const streamToBuffer = async (body: { transformToByteArray(): Promise<Uint8Array> }) =>
  Buffer.from(await body.transformToByteArray());

/** An S3 bucket, or one of an S3-compatible service. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible services do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const read = async (key: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      return answer.Body ? await streamToBuffer(answer.Body) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  };
  return {
    kind: 's3',
    presignPost: (request) => presign(client, options.bucket, request),
    read,
    async readImage(thumbnailName) {
      // One listing finds the key whatever its extension.
      const prefix = `${IMAGES}${thumbnailName}`;
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, MaxKeys: 20 }),
      );
      const key = (listed.Contents ?? [])
        .map((object) => object.Key ?? '')
        .find((candidate) =>
          (IMAGE_EXTENSIONS as readonly string[]).includes(candidate.slice(prefix.length).toLowerCase()),
        );
      return key ? read(key) : undefined;
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * Where a browser reaches the configured storage (none for local storage, which is this origin):
 * uploads are posted there and uploaded images and videos load from there, so the site's
 * Content-Security-Policy must allow it. An S3-compatible service's endpoint (path style, its
 * default) or the bucket under it; AWS's bucket addresses otherwise.
 */
export function storageOrigins(
  config: Pick<Config, 'STORAGE' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>,
): string[] {
  if (config.STORAGE !== 's3' || !config.S3_BUCKET) return [];
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT);
    return config.S3_FORCE_PATH_STYLE
      ? [endpoint.origin]
      : [`${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`];
  }
  return config.S3_FORCE_PATH_STYLE
    ? [`https://s3.${config.S3_REGION}.amazonaws.com`]
    : [`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`];
}

/** The storage the configuration names: S3 (`STORAGE=s3`), else `${DATA_DIR}/media/images` or memory. */
export function createDefaultStorage(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'SECRET_KEY'
    | 'STORAGE'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): Storage {
  if (config.STORAGE === 's3' && config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  if (config.DATA_DIR === IN_MEMORY) {
    return createLocalStorage(
      createMemoryMediaStore(),
      config.SECRET_KEY,
      path.join(tmpdir(), 'trove-uploads'),
    );
  }
  const media = path.join(config.DATA_DIR, 'media');
  return createLocalStorage(
    createDiskMediaStore(path.join(media, 'images')),
    config.SECRET_KEY,
    path.join(media, 'uploading'),
  );
}
