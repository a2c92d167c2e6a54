import {
  fromSavedSearchParams,
  type GalleryParams,
  paramsToRoute,
  routeHref,
  type SavedSearch,
  type SavedSearchForm,
  savedSearchInputOf,
  savedSearchMessages,
  savedSearchName,
  toSavedSearchParams,
} from '@trove/core/gallery';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { type ServerErrors, serverErrorsOf } from '../../forms/serverErrors';
import { useToast } from '../../toast/useToast';
import { SavedSearchesPanelView, type SavedSearchesPanelViewProps } from './ui/SavedSearchesPanelView';
import { useDeleteSearch } from './useDeleteSearch';
import { useSavedSearches } from './useSavedSearches';
import { useSaveSearch } from './useSaveSearch';
import { useSchedules } from './useSchedules';
import { useUpdateSearch } from './useUpdateSearch';

export interface SavedSearchesPanelProps
  extends Omit<
    SavedSearchesPanelViewProps,
    | 'searches'
    | 'loadFailed'
    | 'schedules'
    | 'defaultName'
    | 'onSave'
    | 'saving'
    | 'saveErrors'
    | 'saveFormKey'
    | 'onOpen'
    | 'editingId'
    | 'onEditingChange'
    | 'onUpdate'
    | 'updating'
    | 'updateErrors'
    | 'onDelete'
    | 'deletingId'
  > {
  /** The search shown: Save stores it (without the open item), its name defaults to core's `savedSearchName`. */
  params: GalleryParams;
  /** A saved search was opened: show its gallery (core's `fromSavedSearchParams` of what it stores). */
  onOpenSearch?: (params: GalleryParams, search: SavedSearch) => void;
}

const FORM_FIELDS = ['name', 'schedule', 'is_default'] as const;

/** The form shows what the server said about the fields; that the call failed is the toast's to say. */
function formErrorsOf(error: unknown): ServerErrors {
  const errors = serverErrorsOf(error, FORM_FIELDS, savedSearchMessages.saveFailed);
  return { ...errors, alert: errors.alert?.filter((message) => message !== savedSearchMessages.saveFailed) };
}

/**
 * The Saved Searches panel over the API, for signed-in members only (nothing otherwise): saves the
 * search shown, lists the member's searches without the watchlist, edits, makes default and deletes
 * them, with the spec's toasts.
 */
export function SavedSearchesPanel({ params, onOpenSearch, ...view }: SavedSearchesPanelProps) {
  const user = useCurrentUser();
  const searches = useSavedSearches();
  const schedules = useSchedules();
  const save = useSaveSearch();
  const update = useUpdateSearch();
  const remove = useDeleteSearch();
  const toast = useToast();
  const [editingId, setEditingId] = useState<number | null>(null);
  // a new key after each save (or a new search shown) starts the save form afresh
  const [saves, setSaves] = useState(0);
  const searchKey = routeHref(paramsToRoute({ ...params, item: undefined, prompt: false }));
  const saveErrors = useMemo(() => (save.error ? formErrorsOf(save.error) : undefined), [save.error]);
  const updateErrors = useMemo(() => (update.error ? formErrorsOf(update.error) : undefined), [update.error]);
  if (!user.data) return null;

  const onSave = (form: SavedSearchForm) => {
    save.mutate(savedSearchInputOf(form, toSavedSearchParams(params)), {
      onSuccess: () => {
        setSaves((count) => count + 1);
        toast.success(savedSearchMessages.saved);
      },
      onError: () => toast.error(savedSearchMessages.saveFailed),
    });
  };
  const onUpdate = (search: SavedSearch, form: SavedSearchForm) => {
    update.mutate(
      { id: search.id, input: savedSearchInputOf(form, search.params) },
      {
        onSuccess: () => {
          setEditingId(null);
          toast.success(savedSearchMessages.updated);
        },
        onError: () => toast.error(savedSearchMessages.saveFailed),
      },
    );
  };
  const onDelete = (search: SavedSearch) => {
    remove.mutate(search.id, {
      onSuccess: () => {
        setEditingId((id) => (id === search.id ? null : id));
        toast.success(savedSearchMessages.deleted);
      },
      onError: () => toast.error(savedSearchMessages.removeFailed),
    });
  };
  return (
    <SavedSearchesPanelView
      {...view}
      saveFormKey={`${saves}:${searchKey}`}
      searches={searches.data}
      loadFailed={searches.isError}
      schedules={schedules.data}
      defaultName={savedSearchName(params)}
      onSave={onSave}
      saving={save.isPending}
      saveErrors={saveErrors}
      onOpen={(search) => onOpenSearch?.(fromSavedSearchParams(search.params), search)}
      editingId={editingId}
      onEditingChange={(id) => {
        update.reset();
        setEditingId(id);
      }}
      onUpdate={onUpdate}
      updating={update.isPending}
      updateErrors={updateErrors}
      onDelete={onDelete}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
    />
  );
}
