import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { isApiError } from '@trove/core';
import {
  type Item,
  type ItemFormAccess,
  itemFormAccess,
  LISTING_MESSAGES,
  readAddItemSearch,
} from '@trove/core/listing';
import { useCurrentUser, useSettings, useToast } from '@trove/react';
import { ItemFormModal, useListingItem } from '@trove/react/listing';
import { useEffect } from 'react';
import { usePageMeta } from '../app/pageMeta';
import { GalleryPage } from './GalleryPage';
import { NotFoundPage } from './NotFoundPage';

// The gallery, by its route (the splat left empty: /collectables).
const GALLERY_ROUTE = { to: '/collectables/$', params: { _splat: '' }, replace: true } as const;

/** Closing the form goes back where the member came from, or to the gallery. */
function useCloseForm() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate(GALLERY_ROUTE);
  };
}

/** What a page shows while it cannot show the form: the gallery, or where the guard sends the member. */
function Refused({
  access,
  from,
}: {
  access: Exclude<ItemFormAccess, 'allowed' | 'profileIncomplete'>;
  from: string;
}) {
  const toast = useToast();
  const router = useRouter();
  useEffect(() => {
    if (access === 'signedOut') {
      void router.navigate({ to: '/login', search: { showLogin: false, redirect: from }, replace: true });
    } else if (access === 'upgradeRequired') {
      toast.info(LISTING_MESSAGES.upgradeRequired);
      void router.navigate({ to: '/auth/upgrade-required', replace: true });
    } else {
      toast.error(LISTING_MESSAGES.permissionDenied);
      void router.navigate(GALLERY_ROUTE);
    }
  }, [access, from, router, toast]);
  return null;
}

/** Listing creation on: the settings are in and say so. Undefined while they load. */
function useCreateListing(): boolean | undefined {
  const settings = useSettings();
  return settings.data ? settings.data.features.create_listing : undefined;
}

/**
 * Spec §2 items.add, `/add?section&id`: the item form over the gallery, for a new listing in the
 * section given, or a copy of listing `id`. Members without ITEM_CREATOR (add_item and canList) get
 * the Upgrade required notice and page; signed out, the route sent them to register first. Not
 * found while the create_listing flag is off.
 */
export function AddItemPage({ search }: { search: Readonly<Record<string, unknown>> }) {
  usePageMeta('Create Listing');
  const { section, id } = readAddItemSearch(search);
  const enabled = useCreateListing();
  const { data: user, isPending } = useCurrentUser();
  const close = useCloseForm();
  const from = `/add${id || section ? `?${new URLSearchParams({ ...(section ? { section } : {}), ...(id ? { id: String(id) } : {}) })}` : ''}`;
  if (enabled === false) return <NotFoundPage />;
  const access = enabled === undefined || (isPending && !user) ? null : itemFormAccess(user, null);
  return (
    <>
      <GalleryPage />
      {access === 'allowed' || access === 'profileIncomplete' ? (
        <ItemFormModal
          itemId={id}
          duplicate={id !== undefined}
          section={section}
          onClose={close}
          onSaved={(_, outcome) => {
            if (outcome.close) close();
          }}
        />
      ) : (
        access !== null && <Refused access={access} from={from} />
      )}
    </>
  );
}

/** Edit access: the owner with change_item, another member's listing with change_any_item. */
function editAccess(user: Parameters<typeof itemFormAccess>[0], item: Item): ItemFormAccess {
  return itemFormAccess(user, { ownerId: item.user });
}

/**
 * Spec §2 items.edit, `/edit/{id}`: the item form over the gallery for one listing. Another member's
 * listing without change_any_item (or one the API will not show) is Permission denied, back to the
 * gallery; an unknown one is not found, as is the page while the create_listing flag is off.
 */
export function EditItemPage({ id }: { id: number }) {
  usePageMeta('Edit Listing');
  const enabled = useCreateListing();
  const { data: user, isPending } = useCurrentUser();
  const item = useListingItem(enabled ? id : undefined);
  const close = useCloseForm();
  if (enabled === false) return <NotFoundPage />;
  if (item.error && isApiError(item.error) && item.error.status === 404) return <NotFoundPage />;
  let access: ItemFormAccess | null = null;
  if (enabled && !(isPending && !user)) {
    if (!user) access = 'signedOut';
    else if (item.error) access = 'permissionDenied';
    else if (item.data) access = editAccess(user, item.data);
  }
  return (
    <>
      <GalleryPage />
      {access === 'allowed' || access === 'profileIncomplete' ? (
        <ItemFormModal
          itemId={id}
          onClose={close}
          onSaved={(_, outcome) => {
            if (outcome.close) close();
          }}
        />
      ) : (
        access !== null && <Refused access={access} from={`/edit/${id}`} />
      )}
    </>
  );
}
