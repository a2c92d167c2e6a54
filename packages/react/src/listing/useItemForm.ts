import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASCADE_LEVELS,
  type CascadeLevel,
  type CascadeState,
  captionOf,
  cascadeOptions,
  createPlaceCascade,
  EMPTY_PLACE,
  type ExternalImage,
  type Item,
  type ItemFormButton,
  type ItemFormFields,
  type ItemFormFlowState,
  type ItemFormIntent,
  type ItemFormToast,
  type ItemInput,
  type ItemSaved,
  initialItemFormFlow,
  itemFormButtons,
  itemFormFields,
  itemFormFlowReducer,
  itemFormPermissions,
  itemInputForSave,
  itemSaveFailure,
  LISTING_MESSAGES,
  type ListingPayment,
  type Place,
  paymentDue,
  sectionOf,
  type WritableNicheTree,
} from '@trove/core/listing';
import { cardEntryErrorMessage, isTokenizeError } from '@trove/core/shop';
import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { userQueryKey } from '../auth/authQueryKeys';
import { useCurrentUser } from '../auth/useCurrentUser';
import type { CardEntryHandle } from '../cart/CardEntry';
import { clientTokenQueryKey } from '../cart/cartQueryKeys';
import { useShopApi } from '../cart/useShopApi';
import type { ServerErrors } from '../forms/serverErrors';
import { galleryRootQueryKey } from '../gallery/galleryQueryKeys';
import { useToast } from '../toast/useToast';
import { emptyItemFormValues, type ItemFormValues, itemFormValuesOf } from './itemFormValues';
import { useListingApi } from './useListingApi';
import { listingItemQueryKey, useListingItem } from './useListingItem';

export interface UseItemFormOptions {
  /** The listing to edit, or with `duplicate` to copy into a new one. */
  itemId?: number | undefined;
  /** A new listing with the values of `itemId` (Duplicate, `/add?id=`). */
  duplicate?: boolean | undefined;
  /** The section slug to list in (`/add?section=`): its niche and section are chosen. */
  section?: string | undefined;
  /**
   * After each save. `close`: save and close, or Create (the site closes the modal); otherwise the
   * form stays open, pristine (an edit saved, or Create and duplicate).
   */
  onSaved?: ((saved: ItemSaved, outcome: ItemFormIntent) => void) | undefined;
}

export interface ItemFormController {
  isNew: boolean;
  /** The edited or duplicated listing while it loads. */
  loading: boolean;
  /** The listing could not be loaded (its error). */
  itemError: unknown;
  cascade: CascadeState;
  choose: (level: CascadeLevel, slug: string | null) => void;
  fields: ItemFormFields;
  buttons: ItemFormButton[];
  flow: ItemFormFlowState;
  /** The values the form takes (the listing's, then each save's). */
  values: ItemFormValues | undefined;
  media: ExternalImage[];
  setMedia: (media: ExternalImage[]) => void;
  serverErrors: ServerErrors;
  profileIncomplete: boolean;
  canSetForSale: boolean;
  /** A valid form's save button: on to paying when a fee is due, else saving. */
  submit: (input: ItemInput, button: ItemFormButton, options: { close: boolean }) => void;
  /** The paying step: the card form's handle, its invalid fields, and its message. */
  card: React.RefObject<CardEntryHandle | null>;
  clientToken: ReturnType<typeof useClientToken>['data'];
  invalidCardFields: readonly string[];
  paymentError: string | null;
  pay: () => void;
  back: () => void;
}

/** Not in the spec: the writable niches could not be read. */
export const NICHES_FAILED_MESSAGE = 'Sorry, the places to list in could not be loaded. Please try again.';

/** The form's own fields and the others a server error may name (shown under the cascade and images). */
const FORM_FIELDS: readonly string[] = [
  ...Object.keys(emptyItemFormValues),
  ...CASCADE_LEVELS,
  'external_images',
];

function useClientToken(enabled: boolean) {
  const shop = useShopApi();
  return useQuery({
    queryKey: clientTokenQueryKey,
    queryFn: () => shop.clientToken(),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The niche of a section slug in the writable tree. */
function placeOfSection(tree: WritableNicheTree, section: string): Partial<Place> | null {
  for (const niche of cascadeOptions({ tree, place: EMPTY_PLACE }, 'niche')) {
    const place = { ...EMPTY_PLACE, niche: niche.slug };
    if (cascadeOptions({ tree, place }, 'section').some((option) => option.slug === section))
      return { niche: niche.slug, section };
  }
  return null;
}

const placeOf = (item: Pick<Item, CascadeLevel>): Place => ({
  niche: item.niche,
  section: item.section,
  gallery: item.gallery,
  caption: item.caption,
});
const samePlace = (a: Partial<Place>, b: Partial<Place>) =>
  CASCADE_LEVELS.every((level) => (a[level] ?? null) === (b[level] ?? null));

/**
 * The item form over the API (seed 000 §4 Listing form, §5, §8 item save): core's cascade with its
 * price, the listing to edit or duplicate, the fields the caption and permissions allow, and core's
 * `itemFormFlowReducer` through paying (the card form) and saving, with the spec's toasts.
 */
export function useItemForm({
  itemId,
  duplicate = false,
  section,
  onSaved,
}: UseItemFormOptions): ItemFormController {
  const api = useListingApi();
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const item = useListingItem(itemId);
  const isNew = itemId === undefined || duplicate;

  const [store] = useState(() =>
    createPlaceCascade({
      api,
      onPriceError: () => toastRef.current.error(LISTING_MESSAGES.priceLookupFailed),
    }),
  );
  const cascade = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    store.load().catch(() => toastRef.current.error(NICHES_FAILED_MESSAGE));
  }, [store]);

  // the listing as last saved (or loaded): its place, for the edit's payment rule
  const [saved, setSaved] = useState<Item | null>(null);
  const base = saved ?? item.data ?? null;
  const [values, setValues] = useState<ItemFormValues | undefined>(undefined);
  const [media, setMedia] = useState<ExternalImage[]>([]);

  // the listing's values and place, once it and the tree are in; a section given for a new one
  const placed = useRef(false);
  const loadedItem = useRef<number | null>(null);
  useEffect(() => {
    if (item.data && loadedItem.current !== item.data.id) {
      loadedItem.current = item.data.id;
      setValues(itemFormValuesOf(item.data));
      setMedia(item.data.external_images);
    }
  }, [item.data]);
  useEffect(() => {
    if (placed.current || !cascade.tree) return;
    if (itemId !== undefined) {
      if (!item.data) return;
      placed.current = true;
      store.setPlace(placeOf(item.data));
      return;
    }
    placed.current = true;
    const place = section ? placeOfSection(cascade.tree, section) : null;
    if (place) store.setPlace(place);
  }, [cascade.tree, item.data, itemId, section, store]);

  // the price the edit opened with (or was last saved at): a rise with a new caption is paid for
  const [initialAmount, setInitialAmount] = useState<string | null>(null);
  useEffect(() => {
    if (isNew || !base || cascade.price.status !== 'ready') return;
    if (initialAmount === null && samePlace(cascade.price.query, placeOf(base)))
      setInitialAmount(cascade.price.price.amount);
  }, [isNew, base, cascade.price, initialAmount]);

  const permissions = useMemo(() => itemFormPermissions(user, isNew), [user, isNew]);
  const fields = useMemo(
    () => itemFormFields({ caption: captionOf(cascade), section: sectionOf(cascade), permissions }),
    [cascade, permissions],
  );
  const due = paymentDue({
    isNew,
    amount: cascade.price.status === 'ready' ? cascade.price.price.amount : 0,
    initialAmount,
    captionChanged: base !== null && !samePlace(cascade.place, placeOf(base)),
  });
  const buttons = itemFormButtons({ isNew, paymentDue: due });

  const [flow, dispatch] = useReducer(itemFormFlowReducer, initialItemFormFlow);
  const shown = useRef<ItemFormToast | null>(null);
  // A save is told to the page (`onSaved`, which may close the form) once its state has rendered
  // and its toast is shown: told at once, the page's close and the form's render went in one batch
  // (under preact/compat, the site's runtime), the form unmounted first, and Item updated never
  // showed.
  const savedToTell = useRef<{ result: ItemSaved; intent: ItemFormIntent } | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  useEffect(() => {
    if (flow.toast && flow.toast !== shown.current) {
      shown.current = flow.toast;
      toastRef.current.show({ kind: flow.toast.kind, message: flow.toast.message });
    }
    const saved = savedToTell.current;
    if (saved) {
      savedToTell.current = null;
      onSavedRef.current?.(saved.result, saved.intent);
    }
  }, [flow.toast]);

  const pending = useRef<{ input: ItemInput; intent: ItemFormIntent } | null>(null);
  const busy = useRef(false);

  async function save(payment: ListingPayment | null) {
    const request = pending.current;
    if (!request) return;
    const body = itemInputForSave(request.input, fields, payment);
    try {
      const result =
        isNew || itemId === undefined ? await api.createItem(body) : await api.updateItem(itemId, body);
      savedToTell.current = { result, intent: request.intent };
      dispatch({ type: 'saved', held: result.held, isNew });
      // the gallery, the dashboard and the member's allowance change with a listing
      void queryClient.invalidateQueries({ queryKey: galleryRootQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      if (!isNew) {
        queryClient.setQueryData(listingItemQueryKey(result.item.id), result.item);
        setSaved(result.item);
        setInitialAmount(null);
      }
      if (!request.intent.close) {
        // the form stays open and pristine: an edit with what was saved, a duplicate to list again
        setValues(itemFormValuesOf(result.item));
        if (!isNew) setMedia(result.item.external_images);
      }
    } catch (error) {
      dispatch({ type: 'failed', failure: itemSaveFailure(error, { isNew, formFields: FORM_FIELDS }) });
    }
  }

  const card = useRef<CardEntryHandle | null>(null);
  const [cardFailure, setCardFailure] = useState<{ message: string; fields: readonly string[] } | null>(null);
  const clientToken = useClientToken(flow.step === 'paying');

  const submit: ItemFormController['submit'] = (input, button, { close }) => {
    if (busy.current || flow.step !== 'form') return;
    const intent: ItemFormIntent = isNew
      ? { close: button !== 'createAndDuplicate', duplicate: button === 'createAndDuplicate' }
      : { close, duplicate: false };
    pending.current = { input, intent };
    setCardFailure(null);
    const paying = button === 'payNow';
    dispatch({ type: 'submit', paymentDue: paying, intent });
    if (!paying) {
      busy.current = true;
      void save(null).finally(() => {
        busy.current = false;
      });
    }
  };

  const pay = () => {
    if (busy.current || flow.step !== 'paying') return;
    busy.current = true;
    setCardFailure(null);
    void (async () => {
      try {
        let nonce: string;
        try {
          nonce = await (card.current?.tokenize() ??
            Promise.reject(new Error('The card form is not ready.')));
        } catch (error) {
          const kind = isTokenizeError(error) ? error.kind : 'other';
          const invalid = isTokenizeError(error) ? error.fields : [];
          setCardFailure({ message: cardEntryErrorMessage({ kind, fields: invalid }), fields: invalid });
          return;
        }
        const payment = { nonce };
        dispatch({ type: 'paid', payment });
        await save(payment);
      } finally {
        busy.current = false;
      }
    })();
  };

  const serverErrors = useMemo<ServerErrors>(
    () => ({
      fields: Object.fromEntries(
        Object.entries(flow.fieldErrors).map(([field, messages]) => [field, messages.join(' ')]),
      ),
      alert: flow.nonFieldErrors,
    }),
    [flow.fieldErrors, flow.nonFieldErrors],
  );

  return {
    isNew,
    loading: itemId !== undefined && item.isPending,
    itemError: item.error,
    cascade,
    choose: store.choose,
    fields,
    buttons,
    flow,
    values,
    media,
    setMedia,
    serverErrors,
    profileIncomplete: isNew && user !== undefined && !user.is_profile_complete,
    canSetForSale: permissions.canSetForSale,
    submit,
    card,
    clientToken: clientToken.data,
    invalidCardFields: cardFailure?.fields ?? [],
    paymentError: cardFailure?.message ?? flow.paymentError,
    pay,
    back: () => {
      setCardFailure(null);
      dispatch({ type: 'back' });
    },
  };
}
