import { pageSchema } from '@trove/core';
import { notificationSchema } from '@trove/core/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import type { NotificationsService } from './service';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/auth/user/notifications/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first, 50 a page",
        security: TOKEN_SECURITY,
        querystring: z.object({ page: z.string().optional().describe('Page number, from 1') }),
        response: { 200: pageSchema(notificationSchema) },
      },
    },
    (request) => {
      const { page = '1' } = request.query;
      // As DRF: a page that is not a positive number is as invalid as one past the end.
      if (!/^[1-9]\d{0,8}$/.test(page)) throw HttpError.notFound('Invalid page.');
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const pageUrl = (number: number) => {
        url.searchParams.set('page', String(number));
        return url.toString();
      };
      return service.page(sessionOf(request).user.id, Number(page), pageUrl);
    },
  );

  app.put(
    '/auth/user/notifications/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Acknowledge one of the member’s notifications',
        security: TOKEN_SECURITY,
        params: z.object({ id: z.string().regex(/^\d{1,9}$/) }),
        response: { 200: notificationSchema },
      },
    },
    (request) => service.acknowledge(sessionOf(request).user.id, Number(request.params.id)),
  );
};
