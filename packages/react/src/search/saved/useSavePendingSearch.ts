import { defaultStorage, type KeyValueStorage } from '@trove/core';
import {
  createPendingSavedSearch,
  fromSavedSearchParams,
  type GalleryParams,
  type SavedSearch,
  savedSearchMessages,
} from '@trove/core/gallery';
import { useEffect, useRef, useState } from 'react';
import { useAuthToken } from '../../auth/useAuthToken';
import { useToast } from '../../toast/useToast';
import { useSaveSearch } from './useSaveSearch';

export interface SavePendingSearchOptions {
  /** The search is saved: open its gallery. */
  onOpenSearch?: (params: GalleryParams, search: SavedSearch) => void;
  /** Where the register-search prompt left the search. Default: `localStorage` when usable, else memory. */
  storage?: KeyValueStorage;
  /** The current time in ms, for the pending search's age. Default: `Date.now`. */
  now?: () => number;
}

/**
 * The last step of registering from a search (seed 001 §4): once the visitor is signed in, the
 * search they named in the register-search prompt is created, toasted, and its gallery opened.
 * Mount it once, where it outlives the login and registration modals (the site's layout).
 */
export function useSavePendingSearch({ onOpenSearch, storage, now }: SavePendingSearchOptions = {}) {
  const token = useAuthToken();
  const [pending] = useState(() => createPendingSavedSearch(storage ?? defaultStorage(), now));
  const save = useSaveSearch();
  const toast = useToast();
  // the latest callback, without re-running the effect when the caller passes a new one
  const open = useRef(onOpenSearch);
  open.current = onOpenSearch;
  const { mutate } = save;
  useEffect(() => {
    if (token === null) return;
    const input = pending.get();
    if (!input) return;
    // taken before the call, so a second effect run (StrictMode, a new token) never saves it twice
    pending.clear();
    mutate(input, {
      onSuccess: (search) => {
        toast.success(savedSearchMessages.saved);
        open.current?.(fromSavedSearchParams(search.params), search);
      },
      onError: () => toast.error(savedSearchMessages.saveFailed),
    });
  }, [token, pending, mutate, toast]);
  return save;
}
