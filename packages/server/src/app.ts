import { existsSync } from 'node:fs';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { errorHandler } from './http/errorHandler';
import { registerJsonBodyParser } from './http/jsonBody';
import { createNotFoundHandler } from './http/notFound';
import { registerOpenApi } from './http/openapi';
import { registerStaticFiles } from './http/staticFiles';
import { createSettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService } from './modules/settings/service';

/** Everything the app talks to, passed in so tests can build it in memory. */
export interface AppDeps {
  config: Config;
  /** An open, migrated database. The caller owns it and closes it after the app. */
  db: Database;
  /** The current time, for modules with time rules (none reads it yet). Default: the system clock. */
  clock?: Clock;
}

export type App = ReturnType<typeof buildApp>;

/** The Trove HTTP server, configured but not listening: call `listen`, or `inject` in tests. */
export function buildApp({ config, db }: AppDeps) {
  const app = Fastify({ logger: { level: config.LOG_LEVEL } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerJsonBodyParser(app);

  const siteDir = existsSync(config.SITE_DIR) ? config.SITE_DIR : undefined;
  const elementsDir = existsSync(config.ELEMENTS_DIR) ? config.ELEMENTS_DIR : undefined;
  app.setNotFoundHandler(createNotFoundHandler({ siteDir }));

  app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Outside production the site is served over plain HTTP, also on LAN addresses, where
        // upgrading its asset requests to HTTPS would break the page.
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Sign-in and checkout pages open as popups from partner pages and answer their opener with
    // postMessage; the default `same-origin` would cut that link.
    crossOriginOpenerPolicy: { policy: 'unsafe-none' },
  });
  app.register(fastifyCors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  registerOpenApi(app);

  const settings = createSettingsService(createSettingsRepository(db));
  app.register(settingsRoutes, { prefix: '/api', service: settings });

  registerStaticFiles(app, { siteDir, elementsDir });
  return app;
}
