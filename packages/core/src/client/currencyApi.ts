import { type Currency, currencySchema } from '../schemas/settings';
import type { TroveClient } from './createTroveClient';
import { send } from './request';

/**
 * `GET /api/currency/`: the default currency, its symbol and the rates between currencies. A call
 * of its own, not a member of the client, so that code which never asks (the widgets) carries
 * neither it nor its rates' schema.
 */
export function getCurrency({ http }: Pick<TroveClient, 'http'>): Promise<Currency> {
  return send(http, { method: 'get', path: 'currency/', schema: currencySchema });
}
