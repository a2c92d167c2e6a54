import { defaultStorage, type KeyValueStorage } from '@trove/core';
import {
  createPendingSavedSearch,
  type GalleryParams,
  paramsToRoute,
  routeHref,
  type SavedSearchForm,
  savedSearchInputOf,
  savedSearchName,
  shouldPromptRegisterSearch,
  toSavedSearchParams,
} from '@trove/core/gallery';
import { useState } from 'react';
import { useAuthToken } from '../../auth/useAuthToken';
import {
  type RegisterSearchHrefs,
  RegisterSearchModalView,
  type RegisterSearchModalViewProps,
  registerSearchHrefs,
} from './ui/RegisterSearchModalView';
import { useSchedules } from './useSchedules';

export interface RegisterSearchModalProps
  extends Omit<
    RegisterSearchModalViewProps,
    'isOpen' | 'step' | 'defaultName' | 'defaultValues' | 'schedules' | 'onContinue' | 'onBack' | 'hrefs'
  > {
  /** The gallery entered: the modal opens when core's `shouldPromptRegisterSearch` says so. */
  params: GalleryParams;
  /**
   * Where the register step sends the visitor. Default: `/sign-up`, and `/login` with a
   * `redirect` back to this search's gallery.
   */
  hrefs?: Partial<RegisterSearchHrefs>;
  /** Where the named search waits for the sign-in (`useSavePendingSearch` reads it). Default: `localStorage` when usable, else memory. */
  storage?: KeyValueStorage;
  /** The current time in ms, stored with the pending search. Default: `Date.now`. */
  now?: () => number;
}

interface PromptFlow {
  /** The search entered (its gallery's URL). */
  href: string;
  step: 'details' | 'register';
  /** What the visitor chose in the details step. */
  form?: SavedSearchForm | undefined;
  /** Closed: it stays closed until another search is entered. */
  dismissed: boolean;
}

/** The gallery a search link opens, without the prompt that brought the visitor here. */
function searchHref(params: GalleryParams): string {
  return routeHref(paramsToRoute({ ...params, item: undefined, prompt: false }));
}

/**
 * The register-search modal over the API (§2 Gallery, seed 001 §4): opens on entry for a
 * signed-out visitor whose link asks for it (`prompt`) with a search filter and no item open. The
 * visitor names the search and picks a schedule; the search is kept in storage while they join or
 * log in, and `useSavePendingSearch` saves it once they are signed in. Closing it forgets the search.
 */
export function RegisterSearchModal({
  params,
  hrefs,
  storage,
  now,
  onClose,
  ...view
}: RegisterSearchModalProps) {
  const signedIn = useAuthToken() !== null;
  const [pending] = useState(() => createPendingSavedSearch(storage ?? defaultStorage(), now));
  const href = searchHref(params);
  // where the visitor is in the prompt, for the search entered; another search starts afresh
  const [flow, setFlow] = useState<PromptFlow>({ href, step: 'details', dismissed: false });
  const current: PromptFlow = flow.href === href ? flow : { href, step: 'details', dismissed: false };
  const isOpen = shouldPromptRegisterSearch(params, signedIn) && !current.dismissed;
  const schedules = useSchedules({ enabled: isOpen });

  const onContinue = (form: SavedSearchForm) => {
    pending.set(savedSearchInputOf(form, toSavedSearchParams(params)));
    setFlow({ href, step: 'register', form, dismissed: false });
  };
  return (
    <RegisterSearchModalView
      {...view}
      isOpen={isOpen}
      onClose={() => {
        pending.clear();
        setFlow({ href, step: 'details', dismissed: true });
        onClose?.();
      }}
      step={
        current.step === 'register' && current.form
          ? { type: 'register', name: current.form.name.trim() }
          : { type: 'details' }
      }
      defaultName={savedSearchName(params)}
      defaultValues={current.form}
      schedules={schedules.data}
      onContinue={onContinue}
      onBack={() => {
        pending.clear();
        setFlow({ ...current, step: 'details' });
      }}
      hrefs={{
        join: hrefs?.join ?? registerSearchHrefs.join,
        login: hrefs?.login ?? `/login?redirect=${encodeURIComponent(href)}`,
      }}
    />
  );
}
