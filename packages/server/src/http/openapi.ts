import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at `/api/docs/openapi.json`
 * and a Swagger UI page at `/api/docs` (assets served by this server, so it works offline).
 * Register before the routes: the document lists the routes added after it.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trove API',
        description: "The Trove marketplace's HTTP API. Errors use Django REST Framework's shapes.",
        version: packageJson.version,
      },
      tags: [
        { name: 'settings', description: "The site's configuration" },
        { name: 'accounts', description: 'Registration, sign-in, activation, passwords and the member' },
        { name: 'invites', description: 'Invitations into organisations' },
        { name: 'notifications', description: "The member's notifications" },
        { name: 'lookups', description: 'Groups, share sites and link types' },
        {
          name: 'gallery',
          description:
            'Browsing: gallery pages, listing details, headers, niches, categories, countries, tags',
        },
        { name: 'searches', description: 'Saved searches, the watchlist and email notifications' },
        {
          name: 'community',
          description: 'Likes, follows, comments and their moderation, shares and watchdog reports',
        },
        {
          name: 'auctions',
          description: 'Lots, bids (proxy bidding, soft close, Idempotency-Key) and live lot events',
        },
        { name: 'development', description: 'Only with DEV_OUTBOX=true, never in production' },
      ],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The `auth_token` of sign-in, sent as `Token <auth_token>`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(`${DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
