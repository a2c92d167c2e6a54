import { listingPriceQuerySchema, listingPriceSchema, transactionSummarySchema } from '@trove/core/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import type { ListingFeesService } from './service';

export interface ListingFeesRoutesOptions {
  service: ListingFeesService;
}

/** Listing fees (seed 000 §7 Price) and the member's listing allowance (seed 001 §3 Transaction summary). */
export const listingFeesRoutes: FastifyPluginAsyncZod<ListingFeesRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/payments/price/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['listing'],
        summary: 'The fee of listing in a place of the catalogue, for the signed-in member',
        description:
          'The most specific listing price set on the niche, section, gallery or caption; `amount` ' +
          'is 0 while the free listings of this billing cycle (the calendar month) remain, and ' +
          '`free_transaction_count` says how many of them are used.',
        security: TOKEN_SECURITY,
        querystring: listingPriceQuerySchema,
        response: { 200: listingPriceSchema },
      },
    },
    async (request) => (await service.quote(sessionOf(request).user, request.query)).price,
  );

  app.get(
    '/transactions/summary/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['listing'],
        summary: "The member's monthly listing allowance and the listings made this billing cycle",
        description: '`max_listings_per_month` null is unlimited (canList).',
        security: TOKEN_SECURITY,
        response: { 200: transactionSummarySchema },
      },
    },
    (request) => service.summary(sessionOf(request).user),
  );
};
