import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { LISTING_MESSAGES, UPLOAD_CACHE_MAX_AGE, UPLOAD_MAX_BYTES } from '@trove/core/listing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Clock } from '../../clock';
import { NOT_FOUND_DETAIL } from '../../http/errorHandler';
import { HttpError } from '../../http/httpError';
import { verifyPostPolicy } from '../../media/postPolicy';
import { LOCAL_STORAGE_PATH, type LocalStorage } from '../../media/storage';
import { isUploadContentType, isUploadKey } from './keys';

/*
 * The local storage's side of §7 Upload, as S3 answers a browser's POST: `POST /media/` takes a
 * multipart form (the policy's fields, then the file) with no auth header, checks it against its
 * signed policy, keeps the file under its key and answers 204; `GET /media/images/{name}` serves
 * it. Not API operations (S3's own calls are not either): outside /api and its document.
 */

export interface LocalStorageRoutesOptions {
  storage: LocalStorage;
  clock: Clock;
  siteUrlOf: (request: FastifyRequest) => string;
}

/** Not in the spec: the refusals of a post that is not an upload form. */
export const STORAGE_MESSAGES = {
  notMultipart: 'Post the upload as multipart/form-data: the fields of its policy, then the file.',
  noFile: 'No file was submitted.',
  badKey: 'Uploads go to images/{your user id}_{random}_{file name}.',
  /** Core's words (seed 000 §5: images only; §9: 524,288,000 bytes). */
  notAnImage: LISTING_MESSAGES.notAnImage,
  tooLarge: LISTING_MESSAGES.fileTooLarge,
  empty: 'The submitted file is empty.',
} as const;

/** The image formats sharp finds that the storage keeps, with the type they are served as. */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The type of an image file or its bytes, or undefined when it is not one the storage keeps. */
async function imageTypeOf(input: string | Buffer): Promise<string | undefined> {
  try {
    const { format } = await sharp(input).metadata();
    return format === undefined ? undefined : SERVED_TYPES[format];
  } catch {
    return undefined;
  }
}

// Every field an S3 POST form has, and a few more; values are short (a policy is about 1 kB).
const LIMITS = { fields: 40, fieldSize: 16 * 1024, files: 2, parts: 50, fileSize: UPLOAD_MAX_BYTES };

/** The local storage's upload and download routes (none with S3, whose own server takes them). */
export async function localStorageRoutes(
  app: FastifyInstance,
  { storage, clock, siteUrlOf }: LocalStorageRoutesOptions,
): Promise<void> {
  await app.register(fastifyMultipart, { limits: LIMITS });

  app.post(LOCAL_STORAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(400, { detail: STORAGE_MESSAGES.notMultipart });
    const form = new Map<string, string>();
    let received: { file: string; bytes: number; truncated: boolean } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          // As S3: what follows the file is ignored; a field is named once.
          if (received) continue;
          const name = part.fieldname.toLowerCase();
          if (form.has(name))
            throw HttpError.validation({ [part.fieldname]: ['This field is given twice.'] });
          form.set(name, String(part.value));
          continue;
        }
        if (part.fieldname !== 'file' || received) {
          part.file.resume();
          continue;
        }
        // The policy is checked before the file is read: a refused upload is not stored anywhere.
        verifyPostPolicy(form, storage.credentials, clock.now(), UPLOAD_MAX_BYTES);
        await mkdir(storage.tempDir, { recursive: true });
        const file = path.join(storage.tempDir, `${randomUUID()}.partial`);
        received = { file, bytes: 0, truncated: false };
        await pipeline(part.file, createWriteStream(file));
        received.truncated = part.file.truncated;
        received.bytes = (await stat(file)).size;
      }
    } catch (error) {
      if (received) await rm(received.file, { force: true });
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw HttpError.validation({ file: [STORAGE_MESSAGES.tooLarge] });
      // The disk's own failures (ENOSPC, EACCES) are the server's.
      if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) throw error;
      // A limit of the form (parts, fields), a missing boundary, a cut or broken body.
      throw new HttpError(400, { detail: STORAGE_MESSAGES.notMultipart });
    }

    if (!received) {
      // A form without a file: its policy is still checked first, as S3 does.
      verifyPostPolicy(form, storage.credentials, clock.now(), UPLOAD_MAX_BYTES);
      throw HttpError.validation({ file: [STORAGE_MESSAGES.noFile] });
    }
    const { file } = received;
    try {
      const limits = verifyPostPolicy(form, storage.credentials, clock.now(), UPLOAD_MAX_BYTES);
      const key = form.get('key') ?? '';
      const fieldErrors: Record<string, string[]> = {};
      // The storage's own rules, whatever a policy says: a member's folder, a raster image.
      if (!isUploadKey(key)) fieldErrors.key = [STORAGE_MESSAGES.badKey];
      if (!isUploadContentType((form.get('content-type') ?? '').toLowerCase())) {
        fieldErrors['Content-Type'] = [STORAGE_MESSAGES.notAnImage];
      }
      if (received.truncated || received.bytes > limits.maxBytes) {
        fieldErrors.file = [STORAGE_MESSAGES.tooLarge];
      } else if (received.bytes === 0 || received.bytes < limits.minBytes) {
        fieldErrors.file = [STORAGE_MESSAGES.empty];
      } else if ((await imageTypeOf(file)) === undefined) {
        fieldErrors.file = [STORAGE_MESSAGES.notAnImage];
      }
      if (Object.keys(fieldErrors).length > 0) throw HttpError.validation(fieldErrors);
      await storage.store(key, file);
      const location = `${siteUrlOf(request).replace(/\/+$/, '')}${LOCAL_STORAGE_PATH}${key}`;
      return reply.status(204).header('Location', location).send();
    } finally {
      await rm(file, { force: true });
    }
  });

  app.get(`${LOCAL_STORAGE_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = isUploadKey(key) ? await storage.read(key) : undefined;
    const type = bytes && (await imageTypeOf(bytes));
    if (!bytes || !type) return reply.status(404).send({ detail: NOT_FOUND_DETAIL });
    return (
      reply
        .header('Cache-Control', `public, max-age=${UPLOAD_CACHE_MAX_AGE}, immutable`)
        // Partner pages show listings' images too.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .type(type)
        .send(bytes)
    );
  });
}
