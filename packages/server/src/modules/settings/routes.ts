import { currencySchema, siteSettingsOverridesSchema, siteSettingsSchema } from '@trove/core';
import { isAdmin, serverMessages } from '@trove/core/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import type { SettingsService } from './service';

export interface SettingsRoutesOptions {
  service: SettingsService;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { service }) => {
  app.get(
    '/settings/',
    {
      schema: {
        tags: ['settings'],
        summary: "The site's settings: name, default currency, feature flags",
        response: { 200: siteSettingsSchema },
      },
    },
    () => service.getSiteSettings(),
  );

  app.patch(
    '/settings/',
    {
      preValidation: requireSiteAdmin,
      schema: {
        tags: ['settings'],
        summary: 'Change the site settings or feature flags (site admins)',
        description:
          'Any subset of the settings; `features` may name only the flags that change. Answers the ' +
          'settings as they now are, in force for the next request without a restart.',
        security: TOKEN_SECURITY,
        body: siteSettingsOverridesSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    (request) => service.updateSiteSettings(request.body),
  );

  app.get(
    '/currency/',
    {
      schema: {
        tags: ['settings'],
        summary: 'The default currency and its display symbol',
        response: { 200: currencySchema },
      },
    },
    () => service.getCurrency(),
  );
};

/** A guard: 401 signed out, 403 for anyone but a site admin (core's `isAdmin`). */
async function requireSiteAdmin(request: FastifyRequest): Promise<void> {
  const { user } = sessionOf(request);
  if (!isAdmin(user)) throw HttpError.permissionDenied(serverMessages.permissionDenied);
}
