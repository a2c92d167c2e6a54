import {
  LISTING_MESSAGES,
  UPLOAD_ACL,
  UPLOAD_CACHE_MAX_AGE,
  UPLOAD_MAX_BYTES,
  uploadPolicyInputSchema,
  videoLookupQuerySchema,
} from '@trove/core/listing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/httpError';
import type { Storage } from '../../media/storage';
import { isUploadContentType, uploadKey, uploadKeyPrefix } from './keys';
import { type VideoLookup, VideoLookupError, videoDetailsAnswerSchema } from './video';

export interface UploadsRoutesOptions {
  storage: Storage;
  videos: VideoLookup;
  clock: Clock;
  /** The site's address for a request: where the local storage takes uploads. */
  siteUrlOf: (request: FastifyRequest) => string;
}

/** Not in the spec: how long a policy may be used. */
export const POLICY_VALID_SECONDS = 60 * 60;
/** §9: uploads are cached for 315,360,000 seconds (10 years). */
export const UPLOAD_CACHE_CONTROL = `max-age=${UPLOAD_CACHE_MAX_AGE}`;

/** Not in the spec: an image of a type the storage does not take (an SVG, a HEIC photo). */
export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, GIF and WebP images can be uploaded.';

/** Core's rule of the request (a name, an image type, at most 524,288,000 bytes), and raster images only. */
const policyBodySchema = z.object({
  ...uploadPolicyInputSchema.shape,
  content_type: z
    .string()
    .max(255)
    .superRefine((type, context) => {
      if (!/^image\/[a-z0-9.+-]+$/i.test(type)) {
        context.addIssue({ code: 'custom', message: LISTING_MESSAGES.notAnImage });
      } else if (!isUploadContentType(type.toLowerCase())) {
        context.addIssue({ code: 'custom', message: UNSUPPORTED_IMAGE });
      }
    }),
});

const policyAnswerSchema = z.object({
  url: z.string().describe('Post the form here'),
  key: z.string().describe('`images/{userId}_{random}_{sanitised name}`; the file is at `url` plus the key'),
  access_id: z.string(),
  acl: z.string().describe(`\`${UPLOAD_ACL}\``),
  policy: z.string().describe('The base64 policy document'),
  signature: z.string(),
  content_type: z.string(),
  cache_control: z.string().describe(`\`${UPLOAD_CACHE_CONTROL}\``),
  expires: z.string().describe('The `Expires` of the stored file, an HTTP date'),
  fields: z
    .record(z.string(), z.string())
    .describe('Every field of the form, to post as they are before the file (last, named `file`)'),
});

const notFoundAnswer = z.object({ detail: z.string() });

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { storage, videos, clock, siteUrlOf },
) => {
  app.post(
    '/uploads/policy/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'A signed POST policy for one image upload, posted straight to the storage',
        description:
          'Post every one of `fields`, then the file (named `file`, last), as multipart/form-data ' +
          'to `url`, with no auth header. The storage refuses a forged or expired policy, a key ' +
          `outside \`images/{userId}_\`, another type than the one named, and over ${UPLOAD_MAX_BYTES} bytes. ` +
          'Images are public-read and cached for ten years; `/thumbnails/{name without extension}-262x262` ' +
          'serves their thumbnails.',
        security: TOKEN_SECURITY,
        body: policyBodySchema,
        response: { 200: policyAnswerSchema },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const contentType = request.body.content_type.toLowerCase();
      if (!isUploadContentType(contentType)) {
        throw HttpError.validation({ content_type: [UNSUPPORTED_IMAGE] });
      }
      const now = clock.now();
      const key = uploadKey(user.id, request.body.filename, contentType);
      const policy = await storage.presignPost({
        key,
        keyPrefix: uploadKeyPrefix(user.id),
        contentType,
        maxBytes: UPLOAD_MAX_BYTES,
        cacheControl: UPLOAD_CACHE_CONTROL,
        expires: new Date(now.getTime() + UPLOAD_CACHE_MAX_AGE * 1000).toUTCString(),
        acl: UPLOAD_ACL,
        now,
        validSeconds: POLICY_VALID_SECONDS,
        siteUrl: siteUrlOf(request),
      });
      const { fields } = policy;
      return {
        url: policy.url,
        key,
        access_id: (fields['X-Amz-Credential'] ?? '').split('/')[0] ?? '',
        acl: UPLOAD_ACL,
        policy: fields.Policy ?? '',
        signature: fields['X-Amz-Signature'] ?? '',
        content_type: contentType,
        cache_control: UPLOAD_CACHE_CONTROL,
        expires: fields.Expires ?? '',
        fields,
      };
    },
  );

  app.get(
    '/oembed/',
    {
      schema: {
        tags: ['uploads'],
        summary: "A YouTube or Vimeo video's oEmbed details (the video lookup)",
        description:
          'An oEmbed endpoint for YouTube and Vimeo links: the server asks the video service ' +
          '(responsive=true, no auth). 404 when the service has no such video (a private or ' +
          `removed one), which the form ignores; 502 when it fails otherwise ('${LISTING_MESSAGES.vimeoDetailsFailed}').`,
        querystring: videoLookupQuerySchema,
        response: { 200: videoDetailsAnswerSchema, 404: notFoundAnswer, 502: notFoundAnswer },
      },
    },
    async (request) => {
      try {
        const details = await videos.lookup(request.query.url);
        if (details === null) throw new HttpError(404, { detail: 'No such video.' });
        return details;
      } catch (error) {
        if (error instanceof VideoLookupError) throw new HttpError(502, { detail: error.message });
        throw error;
      }
    },
  );
};
