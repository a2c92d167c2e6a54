import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface StaticFilesOptions {
  /** The site's build, served at `/`; skipped when undefined. */
  siteDir: string | undefined;
  /**
   * The elements' build, served at `/elements/`; its demo partner page (`embed/`) is served at
   * `/embed/`. Skipped when undefined.
   */
  elementsDir: string | undefined;
}

/**
 * The site at `/`, the partner script at `/elements/` and the demo partner page at `/embed/`; the
 * SPA fallback lives in the not-found handler.
 */
export function registerStaticFiles(
  app: FastifyInstance,
  { siteDir, elementsDir }: StaticFilesOptions,
): void {
  if (siteDir !== undefined) {
    app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      // The build writes a .br and a .gz beside each file; the one the request accepts goes out.
      preCompressed: true,
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
      preCompressed: true,
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
  // The demo partner page: a page of this origin, so the server's Content-Security-Policy applies
  // to it (its scripts are files, none inline).
  const embedDir = elementsDir === undefined ? undefined : path.join(elementsDir, 'embed');
  if (embedDir !== undefined && existsSync(embedDir)) {
    app.register(fastifyStatic, {
      root: embedDir,
      // `/embed` redirects to `/embed/`, against which the page's relative URLs resolve.
      prefix: '/embed',
      redirect: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  }
}
