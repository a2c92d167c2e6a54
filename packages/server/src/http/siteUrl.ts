import type { FastifyRequest } from 'fastify';
import { ownOrigin } from '../auth/authenticate';
import type { Config } from '../config';

/**
 * The site address that emailed links start with: `SITE_URL` when it is set (always in
 * production), else the address the request came to, so that a member who signed up from
 * another machine on the network gets links that open there, not `localhost`.
 */
export function siteUrlOf(
  config: Pick<Config, 'SITE_URL' | 'SITE_URL_FROM_REQUEST'>,
  request: FastifyRequest,
): string {
  return config.SITE_URL_FROM_REQUEST ? ownOrigin(request) : config.SITE_URL;
}
