import { emailField, inviteSchema, limitedText, TEXT_LIMITS } from '@trove/core/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import type { InvitesService } from './service';

export interface InvitesRoutesOptions {
  service: InvitesService;
  /** The site address that the mailed sign-up link starts with. */
  siteUrlOf: (request: FastifyRequest) => string;
}

// Spec §5 "Invite": email required, valid, at most 254; message optional (free text, at most
// 10,000 characters: it is stored and mailed); is_admin defaults false.
const inviteRequestSchema = z.object({
  email: emailField,
  message: z.optional(limitedText(TEXT_LIMITS.freeText)),
  is_admin: z.boolean().optional(),
});

const createdInviteSchema = z.object({ id: z.int(), email: z.string(), is_admin: z.boolean() });

export const invitesRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (
  app,
  { service, siteUrlOf },
) => {
  app.get(
    '/invites/:token/',
    {
      schema: {
        tags: ['invites'],
        summary: 'What an unused invite (`{id}-{secret}`) pre-fills in the registration form',
        params: z.object({ token: z.string() }),
        response: { 200: inviteSchema },
      },
    },
    (request) => service.lookup(request.params.token),
  );

  app.post(
    '/invites/:organisationId/',
    {
      preValidation: requirePermission('add_organisationuser'),
      schema: {
        tags: ['invites'],
        summary: 'Invite someone into an organisation (its admins and owner only)',
        description: 'Emails a sign-up link carrying the invite; answers the invite.',
        security: TOKEN_SECURITY,
        params: z.object({ organisationId: z.string().regex(/^\d{1,9}$/) }),
        body: inviteRequestSchema,
        response: { 201: createdInviteSchema },
      },
    },
    async (request, reply) => {
      const invite = await service.create(
        sessionOf(request).user,
        Number(request.params.organisationId),
        request.body,
        siteUrlOf(request),
      );
      return reply.status(201).send(invite);
    },
  );
};
