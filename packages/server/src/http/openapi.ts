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
      tags: [{ name: 'settings', description: "The site's configuration" }],
    },
    transform: jsonSchemaTransform,
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(`${DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
