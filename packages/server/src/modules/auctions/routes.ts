import {
  AUCTION_MESSAGES,
  bidResultSchema,
  DEFAULT_CLOSING_WINDOW_MS,
  fromMinorUnits,
  type IncrementBand,
  lotPageSchema,
  lotSchema,
  mayBid,
  SERVER_TIME_HEADER,
  toMinorUnits,
} from '@trove/core/auction';
import { INCREMENT_MESSAGES, incrementTableSchema, MAX_INCREMENT_BANDS } from '@trove/core/auction-admin';
import { isAdmin } from '@trove/core/auth';
import {
  bidInputSchema,
  databaseIntSchema,
  isLotSort,
  lotListQuerySchema,
  MAX_BID_AMOUNT,
} from '@trove/core/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import { pageUrlOf, requestedPage } from '../../http/pagination';
import { idParams, numericParam, requireNumeric, requireNumericId } from '../searches/ids';
import { HEARTBEAT_MS, openLotEventStream, type StreamTimer } from './lotStream';
import type { AuctionsService } from './service';

export interface AuctionsRoutesOptions {
  service: AuctionsService;
  /** The time of the `X-Server-Time` header where no lot was read (ms). Default: the system clock. */
  now?: () => number;
  /** The event stream's heartbeat; default 15 s. */
  heartbeatMs?: number;
  timer?: StreamTimer;
}

const missing = (input: unknown) => input === undefined || input === null || input === '';
const REQUIRED = 'This field is required.';
const MAX_KEY_LENGTH = 255;

const amountField = (required: string) =>
  z
    .number({ error: (issue) => (missing(issue.input) ? required : 'A valid number is required.') })
    .max(MAX_BID_AMOUNT, `Ensure this value is less than or equal to ${MAX_BID_AMOUNT}.`);

const dateTime = (required: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      missing(issue.input) ? required : 'Datetime has wrong format. Use ISO 8601, like 2026-03-02T09:00:00Z.',
  });

const optionalAmount = amountField(REQUIRED).min(0, 'Ensure this value is greater than or equal to 0.');

/** `POST /api/auctions/lots/`: a seller's item put up for auction (amounts in the item's currency). */
export const lotBodySchema = z
  .object({
    item: databaseIntSchema({ min: 1 }),
    number: z.nullable(databaseIntSchema()).default(null).describe('The lot number in its sale'),
    estimate_price: optionalAmount.nullable().default(null),
    start_price: amountField(REQUIRED).min(1, 'Ensure this value is greater than or equal to 1.'),
    reserve_price: optionalAmount.nullable().default(null).describe('null: no reserve'),
    buyers_premium: z.number().min(0).max(100).default(0).describe('Percent'),
    opens: dateTime(REQUIRED),
    closes: dateTime(REQUIRED),
    closing_window_seconds: z
      .int()
      .min(0)
      .max(24 * 60 * 60)
      .optional()
      .describe(
        'Soft close: a bid this close to the end extends it by as much. Default 120; 0 turns it off.',
      ),
    latest_close: dateTime(REQUIRED)
      .nullable()
      .default(null)
      .describe('The latest the close may be extended to'),
    organisation: z
      .nullable(databaseIntSchema({ min: 1 }))
      .default(null)
      .describe('The organisation running the sale'),
  })
  .superRefine((lot, context) => {
    if (Date.parse(lot.closes) <= Date.parse(lot.opens)) {
      context.addIssue({ code: 'custom', path: ['closes'], message: 'Closes must be after opens.' });
    }
    if (lot.latest_close !== null && Date.parse(lot.latest_close) < Date.parse(lot.closes)) {
      context.addIssue({
        code: 'custom',
        path: ['latest_close'],
        message: 'The latest close must not be before closes.',
      });
    }
  });

/** `PUT /api/auctions/increments/{organisation}/`: amounts in the lots' currency; null: the default table. */
export const incrementsBodySchema = z.object({
  increments: z
    // The length is checked before the bands, so a huge list answers one message, not one per band.
    .array(z.unknown(), {
      error: (issue) => (missing(issue.input) ? REQUIRED : 'Expected a list of items.'),
    })
    .max(MAX_INCREMENT_BANDS, INCREMENT_MESSAGES.tooMany)
    .pipe(
      z.array(
        z.object({
          from: amountField(REQUIRED).min(0, 'Ensure this value is greater than or equal to 0.'),
          increment: amountField(REQUIRED),
        }),
      ),
    )
    .nullable()
    .describe('Bands from 0 upwards, each starting above the one before; null: the default table'),
});

const organisationParams = z.object({ organisation: numericParam.describe('Organisation id') });

/** Bidding needs a complete profile and a verified email (spec §5), checked before the body. */
async function requireBidder(request: Parameters<typeof sessionOf>[0]): Promise<void> {
  const { user } = sessionOf(request);
  if (!mayBid(user)) {
    throw HttpError.permissionDenied(AUCTION_MESSAGES.profileIncomplete);
  }
}

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return undefined;
  if (key.length > MAX_KEY_LENGTH) {
    throw HttpError.validation({}, [`The Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`]);
  }
  return key;
}

export const auctionsRoutes: FastifyPluginAsyncZod<AuctionsRoutesOptions> = async (
  app,
  { service, now = Date.now, heartbeatMs = HEARTBEAT_MS, timer },
) => {
  // Every answer of the auctions API carries the server's clock, so clients can sync theirs.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader(SERVER_TIME_HEADER)) reply.header(SERVER_TIME_HEADER, String(now()));
  });
  const stamp = (reply: { header(name: string, value: string): unknown }, serverTime: string) =>
    reply.header(SERVER_TIME_HEADER, String(Date.parse(serverTime)));

  // Open event streams end when the server closes, or closing would wait for every visitor to leave.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });

  app.get(
    '/auctions/lots/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auctions'],
        summary: "The member's lots (those they bid on or sell), 50 a page",
        description:
          '`sort`: `item__name`, `estimate_price` or `end_date`, `-` first for descending. ' +
          'Each lot has its `status` for the member: `open`, `won` or `lost` (they bid), `sold` or `closed`. ' +
          'The lots carry no history (`bids` is empty): read a lot for it.',
        security: TOKEN_SECURITY,
        querystring: lotListQuerySchema,
        response: { 200: lotPageSchema },
      },
    },
    (request) => {
      const { sort } = request.query;
      const page = requestedPage(request.query.page);
      // As DRF's ordering filter, an unknown sort is ignored.
      return service.lots(
        sessionOf(request).user.id,
        { sort: isLotSort(sort) ? sort : undefined, page },
        pageUrlOf(request),
      );
    },
  );

  app.post(
    '/auctions/lots/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auctions'],
        summary: 'Put an item up for auction',
        description:
          'The item’s owner, a member of its organisation or an admin may. The lot takes the ' +
          'increment table of its organisation, else the default one.',
        security: TOKEN_SECURITY,
        body: lotBodySchema,
        response: { 201: lotSchema },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const body = request.body;
      const lot = await service.createLot(
        { id: user.id, organisationIds: user.organisations.map((o) => o.id), admin: isAdmin(user) },
        {
          item: body.item,
          number: body.number,
          estimateMinor: body.estimate_price === null ? null : toMinorUnits(body.estimate_price),
          startMinor: toMinorUnits(body.start_price),
          reserveMinor: body.reserve_price === null ? null : toMinorUnits(body.reserve_price),
          buyersPremium: body.buyers_premium,
          opens: new Date(body.opens),
          closes: new Date(body.closes),
          closingWindowMs:
            body.closing_window_seconds === undefined
              ? DEFAULT_CLOSING_WINDOW_MS
              : body.closing_window_seconds * 1000,
          latestClose: body.latest_close === null ? null : new Date(body.latest_close),
          organisation: body.organisation,
        },
      );
      stamp(reply, lot.server_time);
      return reply.status(201).send(lot);
    },
  );

  app.get(
    '/auctions/lots/:id/',
    {
      preValidation: requireNumericId,
      schema: {
        tags: ['auctions'],
        summary: 'One lot, with its newest 50 bids; `auto_bid` and `has_leading_bid` are the asking member’s',
        params: idParams,
        response: { 200: lotSchema },
      },
    },
    async (request, reply) => {
      const lot = await service.lot(request.params.id, request.auth?.user.id ?? null);
      stamp(reply, lot.server_time);
      return lot;
    },
  );

  app.post(
    '/auctions/lots/:id/bids/',
    {
      preValidation: [requireUser, requireNumericId, requireBidder],
      schema: {
        tags: ['auctions'],
        summary: 'Bid on a lot: a full bid, or a maximum (`auto: true`) the server bids up to for the member',
        description:
          'An `Idempotency-Key` header makes a retry answer the first response instead of bidding again. ' +
          'The answer is the newest history row (its `user` is the leader), the next bid and the lot ' +
          'as the bidder sees it, without its history (`bids` is empty: read the lot for it).',
        security: TOKEN_SECURITY,
        params: idParams,
        body: bidInputSchema,
        response: { 201: bidResultSchema },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const result = await service.placeBid({
        lotId: request.params.id,
        bidder: { id: user.id, organisationIds: user.organisations.map((o) => o.id) },
        amount: toMinorUnits(request.body.amount),
        auto: request.body.auto,
        key: idempotencyKey(request.headers['idempotency-key']),
      });
      stamp(reply, result.lot.server_time);
      return reply.status(201).send(result);
    },
  );

  const incrementTable = (
    organisation: number,
    table: { bands: readonly IncrementBand[]; isDefault: boolean },
  ) => ({
    organisation,
    increments: table.bands.map((band) => ({
      from: fromMinorUnits(band.from),
      increment: fromMinorUnits(band.increment),
    })),
    is_default: table.isDefault,
  });

  app.get(
    '/auctions/increments/:organisation/',
    {
      preValidation: requireNumeric('organisation'),
      schema: {
        tags: ['auctions'],
        summary: 'The increment table an organisation’s new lots take',
        description:
          'By price band: from `from` on, the next bid is `increment` higher. `is_default`: the organisation has none of its own.',
        params: organisationParams,
        response: { 200: incrementTableSchema },
      },
    },
    async (request) =>
      incrementTable(request.params.organisation, await service.increments(request.params.organisation)),
  );

  app.put(
    '/auctions/increments/:organisation/',
    {
      preValidation: [requireUser, requireNumeric('organisation')],
      schema: {
        tags: ['auctions'],
        summary: 'Replace an organisation’s increment table',
        description:
          'For the organisation’s admins and owners and the site’s admins. Lots listed from then on take ' +
          'it; lots already listed keep theirs. `increments: null` goes back to the default table.',
        security: TOKEN_SECURITY,
        params: organisationParams,
        body: incrementsBodySchema,
        response: { 200: incrementTableSchema },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const { increments } = request.body;
      const table = await service.setIncrements(
        user,
        request.params.organisation,
        increments === null
          ? null
          : increments.map((band) => ({
              from: toMinorUnits(band.from),
              increment: toMinorUnits(band.increment),
            })),
      );
      return incrementTable(request.params.organisation, table);
    },
  );

  app.get(
    '/auctions/lots/:id/events',
    {
      preValidation: requireNumericId,
      schema: {
        tags: ['auctions'],
        summary: 'The lot’s live events, as Server-Sent Events',
        description:
          '`event:` is `bid`, `extended` or `closed`; `data:` the lot’s public state (LotEvent). The first ' +
          'event is a `bid` event with the lot as it stands; a comment every 15 s keeps the stream open.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const lotId = request.params.id;
      const first = await service.currentEvent(lotId);
      const { stream, close } = openLotEventStream({
        first,
        subscribe: (listener) => service.subscribe(lotId, listener),
        heartbeatMs,
        ...(timer ? { timer } : {}),
      });
      streams.add(close);
      reply.raw.on('close', () => {
        streams.delete(close);
        close();
      });
      stamp(reply, first.server_time);
      // Sent as a stream through Fastify (not hijacked), so @fastify/cors's headers go out with it.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
