import {
  emailNotificationPageSchema,
  emailNotificationSchema,
  savedSearchMessages,
  scheduleSchema,
} from '@trove/core/gallery';
import { DATABASE_INT_MAX, pageQuerySchema } from '@trove/core/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { pageUrlOf, requestedPage } from '../../http/pagination';
import { idParams, requireNumericId } from '../searches/ids';
import { MARKETING_SCHEDULES, scheduleField } from './schedules';
import type { MarketingService } from './service';

export interface MarketingRoutesOptions {
  service: MarketingService;
}

const { required } = savedSearchMessages;

// DRF's words for a related object that does not exist; no id past the database's integer does.
const noSuchSearch = {
  error: ({ input }: { input: unknown }) => `Invalid pk "${input}" - object does not exist.`,
};

/** §5 "Other": an email notification needs a search and a schedule ('This is required'). */
export const emailNotificationBodySchema = z.object({
  search: z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? required
          : `Incorrect type. Expected pk value, received ${typeof issue.input === 'string' ? 'str' : typeof issue.input}.`,
    })
    .min(1, noSuchSearch)
    .max(DATABASE_INT_MAX, noSuchSearch),
  schedule: scheduleField(required),
});

const noContent = { 204: z.null().describe('No content') };

export const marketingRoutes: FastifyPluginAsyncZod<MarketingRoutesOptions> = async (app, { service }) => {
  app.get(
    '/marketing-schedules/',
    {
      schema: {
        tags: ['searches'],
        summary: 'The schedules a saved search can be mailed on; Never (`null`) is not listed',
        response: { 200: z.array(scheduleSchema) },
      },
    },
    () => [...MARKETING_SCHEDULES],
  );

  app.get(
    '/marketing/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['searches'],
        summary: "The member's email notifications, oldest first, 50 a page",
        security: TOKEN_SECURITY,
        querystring: pageQuerySchema,
        response: { 200: emailNotificationPageSchema },
      },
    },
    (request) => {
      const page = requestedPage(request.query.page);
      return service.page(sessionOf(request).user.id, page, pageUrlOf(request));
    },
  );

  app.post(
    '/marketing/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['searches'],
        summary: 'Mail one of the member’s saved searches on a schedule',
        description:
          'A search has one email notification: posting it again changes the schedule (200) instead of adding one (201).',
        security: TOKEN_SECURITY,
        body: emailNotificationBodySchema,
        response: { 200: emailNotificationSchema, 201: emailNotificationSchema },
      },
    },
    async (request, reply) => {
      const { notification, created } = await service.add(sessionOf(request).user.id, request.body);
      return reply.status(created ? 201 : 200).send(notification);
    },
  );

  app.get(
    '/marketing/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: ['searches'],
        summary: 'One of the member’s email notifications',
        security: TOKEN_SECURITY,
        params: idParams,
        response: { 200: emailNotificationSchema },
      },
    },
    (request) => service.get(sessionOf(request).user.id, request.params.id),
  );

  app.delete(
    '/marketing/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: ['searches'],
        summary: 'Stop one of the member’s email notifications',
        security: TOKEN_SECURITY,
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.stop(sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
