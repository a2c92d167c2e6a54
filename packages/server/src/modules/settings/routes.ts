import { currencySchema, siteSettingsSchema } from '@trove/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
