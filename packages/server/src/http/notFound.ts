import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_DETAIL } from './errorHandler';

export interface NotFoundOptions {
  /** The built site; when given, page routes it does not hold as files get its `index.html`. Default: none. */
  siteDir?: string | undefined;
}

// Unknown API and element paths must stay errors a program can read, never the site's HTML; a
// missing hashed asset (an open tab after a deploy) must fail as a 404, not parse HTML as a script.
const NEVER_SITE_PAGES = ['/api', '/elements', '/assets', '/embed', '/thumbnails'];

/** Answers unknown routes: the site's `index.html` for client-side pages, else DRF's 404. */
export function createNotFoundHandler({ siteDir }: NotFoundOptions = {}) {
  return function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (siteDir !== undefined && isSitePage(request)) {
      return reply.sendFile('index.html', siteDir);
    }
    return reply.status(404).send({ detail: NOT_FOUND_DETAIL });
  };
}

function isSitePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return !NEVER_SITE_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
