import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@trove/core';
import {
  LISTING_MESSAGES,
  type ListingPriceQuery,
  type ListingRow,
  type ListingState,
  paymentProblemMessage,
} from '@trove/core/listing';
import { cardEntryErrorMessage, isTokenizeError } from '@trove/core/shop';
import { useEffect, useRef, useState } from 'react';
import { CardEntry, type CardEntryHandle } from '../cart/CardEntry';
import { clientTokenQueryKey } from '../cart/cartQueryKeys';
import { useShopApi } from '../cart/useShopApi';
import { useToast } from '../toast/useToast';
import { relistItemQueryKey, relistPriceQueryKey } from './relistQueryKeys';
import { type ListingTranslations, listingTranslations } from './ui/listingTranslations';
import { RelistModalView } from './ui/RelistModalView';
import { useRelist } from './useListingActions';
import { useListingApi } from './useListingApi';

export interface RelistModalProps {
  /** The expired listing to re-list; null: the modal is closed. */
  row: Pick<ListingRow, 'id' | 'name'> | null;
  onClose: () => void;
  /** After a re-list: the row is active (and highlighted by `useRelist`). */
  onRelisted?: ((state: ListingState) => void) | undefined;
  currency?: string | undefined;
  translations?: Partial<ListingTranslations> | undefined;
}

/**
 * The re-list modal over the API (seed 000 §2, §4, §8): the listing's place (`GET /api/items/{id}/`),
 * its price (`GET /api/payments/price/`: free listings first), the card form when a fee is due (the
 * client token's gateway), then `POST /api/items/{id}/relist/` with the card's nonce. Success closes
 * it (Item has been re-listed, the row highlighted); a 402 shows 'Sorry there was a problem with
 * your payment: {detail}' in the modal, any other failure the spec's Re-list failed message.
 */
export function RelistModal({ row, onClose, onRelisted, currency, translations }: RelistModalProps) {
  const t = { ...listingTranslations, ...translations };
  const api = useListingApi();
  const shop = useShopApi();
  const toast = useToast();
  const relist = useRelist();
  const card = useRef<CardEntryHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [invalidFields, setInvalidFields] = useState<readonly string[]>([]);
  const [tokenizing, setTokenizing] = useState(false);
  const open = row !== null;
  const id = row?.id;

  // a new listing opened: nothing of the last one's failure shows
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per listing opened
  useEffect(() => {
    setError(null);
    setInvalidFields([]);
    relist.reset();
  }, [id]);

  const item = useQuery({
    queryKey: relistItemQueryKey(id ?? 0),
    queryFn: () => api.item(id as number),
    enabled: open,
  });
  const place: ListingPriceQuery | undefined = item.data
    ? {
        niche: item.data.niche,
        section: item.data.section,
        gallery: item.data.gallery,
        caption: item.data.caption,
      }
    : undefined;
  const price = useQuery({
    queryKey: relistPriceQueryKey(place ?? { niche: '', section: '', gallery: '', caption: '' }),
    queryFn: () => api.price(place as ListingPriceQuery),
    enabled: open && place !== undefined,
    // free listings are counted by the server: each opening asks again
    staleTime: 0,
  });
  const priceFailed = open && (item.isError || price.isError);
  // §8 Price lookup fails: the toast, once per failure
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed lookup
  useEffect(() => {
    if (priceFailed) toast.error(LISTING_MESSAGES.priceLookupFailed);
  }, [priceFailed, item.errorUpdateCount, price.errorUpdateCount]);

  const due = price.data !== undefined && Number(price.data.amount) > 0;
  const clientToken = useQuery({
    queryKey: clientTokenQueryKey,
    queryFn: () => shop.clientToken(),
    enabled: open && due,
    staleTime: 10 * 60_000,
  });

  const submit = async () => {
    if (id === undefined || relist.isPending || tokenizing) return;
    setError(null);
    setInvalidFields([]);
    let payment: { nonce: string } | null = null;
    if (due) {
      setTokenizing(true);
      try {
        const nonce = await (card.current?.tokenize() ??
          Promise.reject(new Error('The card form is not ready.')));
        payment = { nonce };
      } catch (failure) {
        if (isTokenizeError(failure)) setInvalidFields(failure.fields);
        setError(
          isTokenizeError(failure)
            ? cardEntryErrorMessage({ kind: failure.kind, fields: failure.fields })
            : cardEntryErrorMessage({ kind: 'other' }),
        );
        return;
      } finally {
        setTokenizing(false);
      }
    }
    relist.mutate(
      { id, payment },
      {
        onSuccess: (state) => {
          onRelisted?.(state);
          onClose();
        },
        onError: (failure) => {
          setError(
            isApiError(failure) && failure.status === 402
              ? paymentProblemMessage(failure.detail ?? undefined)
              : t.relistFailed,
          );
        },
      },
    );
  };

  const busy = relist.isPending || tokenizing;
  return (
    <RelistModalView
      isOpen={open}
      name={row?.name ?? ''}
      price={priceFailed ? undefined : price.data}
      priceFailed={priceFailed}
      currency={currency}
      relisting={busy}
      error={error ?? (due && clientToken.isError ? cardEntryErrorMessage({ kind: 'network' }) : null)}
      onRelist={() => void submit()}
      onClose={onClose}
      translations={translations}
      cardEntry={
        clientToken.data ? (
          <CardEntry
            ref={card}
            clientToken={clientToken.data}
            disabled={busy}
            invalidFields={invalidFields}
          />
        ) : clientToken.isError ? undefined : (
          <div role="status" aria-label={t.loading} className="trove-spinner" />
        )
      }
    />
  );
}
