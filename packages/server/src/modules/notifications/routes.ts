import { pageSchema } from '@trove/core';
import { notificationSchema } from '@trove/core/auth';
import { pageQuerySchema } from '@trove/core/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { pageUrlOf, requestedPage } from '../../http/pagination';
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
        querystring: pageQuerySchema,
        response: { 200: pageSchema(notificationSchema) },
      },
    },
    (request) => {
      const page = requestedPage(request.query.page);
      return service.page(sessionOf(request).user.id, page, pageUrlOf(request));
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
