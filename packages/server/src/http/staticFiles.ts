import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface StaticFilesOptions {
  /** The site's build, served at `/`; skipped when undefined. */
  siteDir: string | undefined;
  /** The elements' build, served at `/elements/`; skipped when undefined. */
  elementsDir: string | undefined;
}

/** The site at `/` and the partner script at `/elements/`; the SPA fallback lives in the not-found handler. */
export function registerStaticFiles(
  app: FastifyInstance,
  { siteDir, elementsDir }: StaticFilesOptions,
): void {
  if (siteDir !== undefined) {
    app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        // Vite puts a content hash in every asset name under assets/; index.html must be revalidated
        // so a deploy reaches open tabs.
        reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (elementsDir !== undefined) {
    app.register(fastifyStatic, {
      root: elementsDir,
      prefix: '/elements/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => {
        // Partner pages on any origin load this script (also as a module, which needs CORS).
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        // The file name carries no hash, so a release reaches partners within minutes.
        reply.header('cache-control', 'public, max-age=300');
      },
    });
  }
}
