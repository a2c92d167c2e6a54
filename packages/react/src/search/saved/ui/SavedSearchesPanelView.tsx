import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEVER_SCHEDULE_LABEL,
  NEVER_SCHEDULE_VALUE,
  newSavedSearchForm,
  type SavedSearch,
  type SavedSearchForm,
  type Schedule,
  savedSearchFormOf,
  savedSearchFormSchema,
  scheduleLabel,
  scheduleOptions,
} from '@trove/core/gallery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ServerErrors } from '../../../forms/serverErrors';
import { CheckboxField } from '../../../forms/ui/CheckboxField';
import { FormAlert } from '../../../forms/ui/FormAlert';
import { SubmitButton } from '../../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../../forms/useServerFieldErrors';
import { ModalDialog } from '../../../shell/ui/ModalDialog';
import { cx } from '../../../styles/cx';
import { SavedSearchFields } from './SavedSearchFields';

export interface SavedSearchesPanelTranslations {
  title: string;
  saveTitle: string;
  name: string;
  schedule: string;
  never: string;
  save: string;
  saving: string;
  listTitle: string;
  loading: string;
  loadFailed: string;
  empty: string;
  edit: string;
  isDefault: string;
  defaultBadge: string;
  newBadge: string;
  update: string;
  updating: string;
  delete: string;
  deleting: string;
  confirmDeleteTitle: string;
  confirmDelete: (name: string) => string;
  cancel: string;
  close: string;
  /** Read out when a search joins the list. */
  announceNew: (name: string) => string;
}

export const savedSearchesPanelTranslations: SavedSearchesPanelTranslations = /* @__PURE__ */ (() => ({
  title: 'Saved Searches',
  saveTitle: 'Save this search',
  name: 'Name',
  schedule: 'Email notification',
  never: NEVER_SCHEDULE_LABEL,
  save: 'Save',
  saving: 'Saving…',
  listTitle: 'Your saved searches',
  loading: 'Loading your saved searches…',
  loadFailed: 'Sorry, your saved searches could not be loaded.',
  empty: 'You have no saved searches yet.',
  edit: 'Edit',
  isDefault: 'Default',
  defaultBadge: 'Default',
  newBadge: 'New',
  update: 'Update',
  updating: 'Updating…',
  delete: 'Delete',
  deleting: 'Deleting…',
  confirmDeleteTitle: 'Delete search',
  confirmDelete: (name: string) => `Delete the saved search “${name}”? This cannot be undone.`,
  cancel: 'Cancel',
  close: 'Close',
  announceNew: (name: string) => `Saved search “${name}” added to your list.`,
}))();

type Slot =
  | 'root'
  | 'title'
  | 'saveForm'
  | 'field'
  | 'alert'
  | 'submit'
  | 'list'
  | 'item'
  | 'newItem'
  | 'badge'
  | 'editForm'
  | 'dialog';

export interface SavedSearchesPanelViewProps {
  /** The member's saved searches (without the watchlist); `undefined` while they load. */
  searches: readonly SavedSearch[] | undefined;
  /** The list could not be loaded. */
  loadFailed?: boolean;
  /** The server's schedules; Never is always offered first. */
  schedules?: readonly Schedule[];
  /** The name the save form starts with: core's `savedSearchName` of the search shown. */
  defaultName: string;
  onSave?: (form: SavedSearchForm) => void;
  saving?: boolean;
  /** The last failed save's messages. */
  saveErrors?: ServerErrors | undefined;
  /** A new value starts the save form afresh (after a save, or for another search). */
  saveFormKey?: string | number;
  /** A search's name was clicked: open its gallery. */
  onOpen?: (search: SavedSearch) => void;
  /** The search whose edit form is open, if any. */
  editingId?: number | null;
  /** Edit opens a search's form, or closes it (`null`). */
  onEditingChange?: (id: number | null) => void;
  /** Update of the edit form, once it is valid. */
  onUpdate?: (search: SavedSearch, form: SavedSearchForm) => void;
  updating?: boolean;
  /** The last failed update's messages, for the search being edited. */
  updateErrors?: ServerErrors | undefined;
  /** Delete, once confirmed. */
  onDelete?: (search: SavedSearch) => void;
  /** The search being deleted right now. */
  deletingId?: number | null;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<SavedSearchesPanelTranslations>;
}

/**
 * The Saved Searches panel (§2, members only): a form saving the search shown under a name with a
 * notification schedule, and the member's searches, each opening its gallery, with an edit form
 * (name, schedule, Default, Update, Delete). A new search is highlighted and announced.
 */
export function SavedSearchesPanelView({
  searches,
  loadFailed = false,
  schedules = [],
  defaultName,
  onSave,
  saving = false,
  saveErrors,
  saveFormKey,
  onOpen,
  editingId = null,
  onEditingChange,
  onUpdate,
  updating = false,
  updateErrors,
  onDelete,
  deletingId = null,
  classNames = {},
  translations,
}: SavedSearchesPanelViewProps) {
  const t = { ...savedSearchesPanelTranslations, ...translations };
  const titleId = useId();
  const listTitleId = useId();
  const options = scheduleOptions(schedules).map((option) =>
    option.value === NEVER_SCHEDULE_VALUE ? { ...option, label: t.never } : option,
  );
  const [confirming, setConfirming] = useState<SavedSearch | null>(null);
  const newSearch = searches?.find((search) => search.isNew);
  return (
    <section aria-labelledby={titleId} className={cx('trove-root', 'trove-saved-searches', classNames.root)}>
      <h2 id={titleId} className={cx('trove-saved-searches__title', classNames.title)}>
        {t.title}
      </h2>
      <SaveSearchForm
        key={`${saveFormKey ?? ''}:${defaultName}`}
        t={t}
        defaultName={defaultName}
        options={options}
        onSave={onSave}
        saving={saving}
        serverErrors={saveErrors}
        classNames={classNames}
      />
      <h3 id={listTitleId} className="trove-saved-searches__subtitle">
        {t.listTitle}
      </h3>
      {/* present before anything is said, so screen readers pick up the announcement */}
      <p role="status" className="trove-visually-hidden">
        {newSearch ? t.announceNew(newSearch.name) : ''}
      </p>
      {loadFailed ? (
        <p role="alert" className="trove-saved-searches__message">
          {t.loadFailed}
        </p>
      ) : searches === undefined ? (
        <p className="trove-saved-searches__message" aria-busy="true">
          {t.loading}
        </p>
      ) : searches.length === 0 ? (
        <p className="trove-saved-searches__message">{t.empty}</p>
      ) : (
        <ul aria-labelledby={listTitleId} className={cx('trove-saved-searches__list', classNames.list)}>
          {searches.map((search) => (
            <SavedSearchItem
              key={search.id}
              t={t}
              search={search}
              schedules={schedules}
              options={options}
              editing={editingId === search.id}
              onOpen={onOpen}
              onEditingChange={onEditingChange}
              onUpdate={onUpdate}
              updating={updating && editingId === search.id}
              updateErrors={editingId === search.id ? updateErrors : undefined}
              onAskDelete={() => setConfirming(search)}
              deleting={deletingId === search.id}
              classNames={classNames}
            />
          ))}
        </ul>
      )}
      <ModalDialog
        title={t.confirmDeleteTitle}
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        closeLabel={t.close}
        className={cx('trove-saved-searches__confirm', classNames.dialog)}
      >
        <p>{confirming ? t.confirmDelete(confirming.name) : ''}</p>
        <div className="trove-actions">
          <button
            type="button"
            className="trove-button trove-button--danger"
            onClick={() => {
              if (confirming) onDelete?.(confirming);
              setConfirming(null);
            }}
          >
            {t.delete}
          </button>
          <button type="button" className="trove-button" onClick={() => setConfirming(null)}>
            {t.cancel}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}

interface SaveSearchFormProps {
  t: SavedSearchesPanelTranslations;
  defaultName: string;
  options: Schedule[];
  onSave: SavedSearchesPanelViewProps['onSave'];
  saving: boolean;
  serverErrors: ServerErrors | undefined;
  classNames: Partial<Record<Slot, string>>;
}

function SaveSearchForm({
  t,
  defaultName,
  options,
  onSave,
  saving,
  serverErrors,
  classNames,
}: SaveSearchFormProps) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: newSavedSearchForm(defaultName),
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={cx('trove-form', 'trove-saved-searches__save', classNames.saveForm)}
      onSubmit={handleSubmit((form) => onSave?.(form))}
    >
      <h3 id={titleId} className="trove-form__title">
        {t.saveTitle}
      </h3>
      <FormAlert messages={serverErrors?.alert ?? []} className={classNames.alert} />
      <SavedSearchFields
        register={register}
        errors={errors}
        options={options}
        labels={t}
        className={classNames.field}
      />
      <SubmitButton
        submitting={saving}
        label={t.save}
        submittingLabel={t.saving}
        className={classNames.submit}
      />
    </form>
  );
}

interface SavedSearchItemProps {
  t: SavedSearchesPanelTranslations;
  search: SavedSearch;
  schedules: readonly Schedule[];
  options: Schedule[];
  editing: boolean;
  onOpen: SavedSearchesPanelViewProps['onOpen'];
  onEditingChange: SavedSearchesPanelViewProps['onEditingChange'];
  onUpdate: SavedSearchesPanelViewProps['onUpdate'];
  updating: boolean;
  updateErrors: ServerErrors | undefined;
  onAskDelete: () => void;
  deleting: boolean;
  classNames: Partial<Record<Slot, string>>;
}

function SavedSearchItem({
  t,
  search,
  schedules,
  options,
  editing,
  onOpen,
  onEditingChange,
  onUpdate,
  updating,
  updateErrors,
  onAskDelete,
  deleting,
  classNames,
}: SavedSearchItemProps) {
  const formId = useId();
  return (
    <li
      className={cx(
        'trove-saved-searches__item',
        search.isNew && 'trove-saved-searches__item--new',
        classNames.item,
        search.isNew && classNames.newItem,
      )}
      data-new={search.isNew ? '' : undefined}
    >
      <div className="trove-saved-searches__row">
        <button
          type="button"
          className="trove-button trove-button--link trove-saved-searches__open"
          onClick={() => onOpen?.(search)}
        >
          {search.name}
        </button>
        {search.isNew && (
          <span className={cx('trove-badge', 'trove-badge--new', classNames.badge)}>{t.newBadge}</span>
        )}
        {search.is_default && <span className={cx('trove-badge', classNames.badge)}>{t.defaultBadge}</span>}
        <span className="trove-saved-searches__schedule">
          <span className="trove-visually-hidden">{t.schedule}: </span>
          {scheduleLabel(search.schedule, schedules)}
        </span>
        <button
          type="button"
          className="trove-button trove-saved-searches__edit"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => onEditingChange?.(editing ? null : search.id)}
        >
          {t.edit}
          <span className="trove-visually-hidden"> {search.name}</span>
        </button>
      </div>
      {editing && (
        <EditSearchForm
          id={formId}
          t={t}
          search={search}
          options={options}
          onUpdate={onUpdate}
          updating={updating}
          serverErrors={updateErrors}
          onAskDelete={onAskDelete}
          deleting={deleting}
          classNames={classNames}
        />
      )}
    </li>
  );
}

interface EditSearchFormProps {
  id: string;
  t: SavedSearchesPanelTranslations;
  search: SavedSearch;
  options: Schedule[];
  onUpdate: SavedSearchesPanelViewProps['onUpdate'];
  updating: boolean;
  serverErrors: ServerErrors | undefined;
  onAskDelete: () => void;
  deleting: boolean;
  classNames: Partial<Record<Slot, string>>;
}

function EditSearchForm({
  id,
  t,
  search,
  options,
  onUpdate,
  updating,
  serverErrors,
  onAskDelete,
  deleting,
  classNames,
}: EditSearchFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues: savedSearchFormOf(search),
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <form
      id={id}
      noValidate
      aria-label={`${t.edit} ${search.name}`}
      className={cx('trove-form', 'trove-saved-searches__edit-form', classNames.editForm)}
      // spec: Update checks the form's validity first
      onSubmit={handleSubmit((form) => onUpdate?.(search, form))}
    >
      <FormAlert messages={serverErrors?.alert ?? []} className={classNames.alert} />
      <SavedSearchFields
        register={register}
        errors={errors}
        options={options}
        labels={t}
        className={classNames.field}
      />
      <CheckboxField label={t.isDefault} {...register('is_default')} className={classNames.field} />
      <div className="trove-actions">
        <SubmitButton
          submitting={updating}
          label={t.update}
          submittingLabel={t.updating}
          className={classNames.submit}
        />
        <button
          type="button"
          className="trove-button trove-button--danger"
          disabled={deleting}
          onClick={onAskDelete}
        >
          {deleting ? t.deleting : t.delete}
        </button>
      </div>
    </form>
  );
}
