import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_DETAIL } from './errorHandler';

export interface NotFoundOptions {
  /**
   * Answers the site's pages that are not files: its `index.html` with the page's head (see
   * `modules/seo`). Default: none, an API-only server.
   */
  sitePage?: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined;
}

// Unknown API and element paths must stay errors a program can read, never the site's HTML; a
// missing hashed asset (an open tab after a deploy) or upload must fail as a 404, not parse HTML as a script or an image.
const NEVER_SITE_PAGES = ['/api', '/elements', '/assets', '/embed', '/thumbnails', '/sitemaps', '/media'];

/** Answers unknown routes: the site's `index.html` for client-side pages, else DRF's 404. */
export function createNotFoundHandler({ sitePage }: NotFoundOptions = {}) {
  return function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    if (sitePage !== undefined && isSitePage(request)) return sitePage(request, reply);
    return reply.status(404).send({ detail: NOT_FOUND_DETAIL });
  };
}

function isSitePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return !NEVER_SITE_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
