import { fromMinorUnits, toMinorUnits } from '@trove/core/auction';
import {
  type IncrementTable,
  type IncrementTableInput,
  incrementTableError,
  MAX_INCREMENT_BANDS,
} from '@trove/core/auction-admin';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormAlert } from '../../forms/ui/FormAlert';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { TitledSection } from '../../shell/ui/TitledSection';
import { cx } from '../../styles/cx';

export interface IncrementTableTranslations {
  title: string;
  /** The column headers. */
  from: string;
  increment: string;
  actions: string;
  /** The inputs' accessible names, with the band's number from 1. */
  fromLabel: (band: number) => string;
  incrementLabel: (band: number) => string;
  remove: string;
  /** The Remove band button's accessible name, with the band's number from 1. */
  removeLabel: (band: number) => string;
  add: string;
  useDefault: string;
  save: string;
  saving: string;
  isDefault: string;
  loading: string;
  failed: string;
}

export const incrementTableTranslations: IncrementTableTranslations = {
  title: 'Increment table',
  from: 'From',
  increment: 'Increment',
  actions: 'Actions',
  fromLabel: (band) => `From, band ${band}`,
  incrementLabel: (band) => `Increment, band ${band}`,
  remove: 'Remove band',
  removeLabel: (band) => `Remove band ${band}`,
  add: 'Add band',
  useDefault: 'Use the default table',
  save: 'Save',
  saving: 'Saving…',
  isDefault: 'This is the default table.',
  loading: 'Loading increments…',
  failed: 'Error getting increments',
};

type Slot = 'root' | 'title' | 'table' | 'row' | 'input' | 'alert' | 'actions' | 'submit';

type Bands = IncrementTable['increments'];

export interface IncrementTableViewProps {
  /** The table shown; `undefined` while it loads. */
  table: IncrementTable | undefined;
  /** The table could not be loaded. */
  failed?: boolean | undefined;
  /** A save is on its way: Save and Use the default table are disabled. */
  saving?: boolean | undefined;
  /** The server's message for the last save, shown in the alert. */
  error?: string | null | undefined;
  /** A valid table was saved (decimals in the lots' currency), or `null`: back to the default table. */
  onSave?: ((increments: IncrementTableInput['increments']) => void) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<IncrementTableTranslations> | undefined;
}

interface IncrementForm {
  bands: Bands;
}

const toMinor = (bands: Bands) =>
  bands.map((band) => ({ from: toMinorUnits(band.from), increment: toMinorUnits(band.increment) }));

/**
 * An auction house's bid increment table: a From and an Increment per band (decimals in the lots'
 * currency), bands added and removed, saved once core's rule (`incrementTableError`) accepts it, or
 * put back to the default table.
 */
export function IncrementTableView({
  table,
  failed = false,
  saving = false,
  error = null,
  onSave,
  classNames = {},
  translations,
}: IncrementTableViewProps) {
  const t = { ...incrementTableTranslations, ...translations };
  return (
    <TitledSection
      block="increments"
      title={t.title}
      classNames={classNames}
      failed={failed}
      failedText={t.failed}
      data={table}
      loadingText={t.loading}
    >
      {(loaded, titleId) => (
        <IncrementTableForm
          table={loaded}
          saving={saving}
          error={error}
          onSave={onSave}
          titleId={titleId}
          classNames={classNames}
          t={t}
        />
      )}
    </TitledSection>
  );
}

interface IncrementTableFormProps {
  table: IncrementTable;
  saving: boolean;
  error: string | null;
  onSave: IncrementTableViewProps['onSave'];
  titleId: string;
  classNames: Partial<Record<Slot, string>>;
  t: IncrementTableTranslations;
}

function IncrementTableForm({
  table,
  saving,
  error,
  onSave,
  titleId,
  classNames,
  t,
}: IncrementTableFormProps) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<IncrementForm>({ defaultValues: { bands: table.increments } });
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'bands',
    // core's rule, on the amounts in minor units; checked on Save, then again as the bands change
    rules: { validate: (bands) => incrementTableError(toMinor(bands)) ?? true },
  });
  // a saved (or reloaded) table replaces the one being edited
  const shown = useRef(table);
  useEffect(() => {
    if (shown.current === table) return;
    shown.current = table;
    reset({ bands: table.increments });
  }, [table, reset]);
  // a removed band's button goes with its row: the focus moves to Add band once the row is gone
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  });

  const addBand = () => {
    const last = getValues('bands').at(-1);
    const from = last ? toMinorUnits(last.from) + toMinorUnits(last.increment) : 0;
    const increment = last ? toMinorUnits(last.increment) : 100;
    // NaN while a field is empty: start the new band from 0 and let the rule say what is wrong
    append({
      from: fromMinorUnits(Number.isFinite(from) ? from : 0),
      increment: fromMinorUnits(Number.isFinite(increment) ? increment : 100),
    });
  };

  const clientError = errors.bands?.root?.message;
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="trove-increments__form"
      onSubmit={handleSubmit(({ bands }) => onSave?.(toMinor(bands).map(toDecimals)))}
    >
      {table.is_default && <p className="trove-increments__default">{t.isDefault}</p>}
      <FormAlert messages={[clientError ?? error ?? undefined]} className={classNames.alert} />
      <table className={cx('trove-table', 'trove-increments__table', classNames.table)}>
        <thead>
          <tr>
            <th scope="col">{t.from}</th>
            <th scope="col">{t.increment}</th>
            <th scope="col">
              <span className="trove-visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <tr key={field.id} className={cx('trove-increments__row', classNames.row)}>
              <td>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  aria-label={t.fromLabel(index + 1)}
                  className={cx('trove-field__input', 'trove-increments__input', classNames.input)}
                  {...register(`bands.${index}.from`, { valueAsNumber: true })}
                />
              </td>
              <td>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step="any"
                  aria-label={t.incrementLabel(index + 1)}
                  className={cx('trove-field__input', 'trove-increments__input', classNames.input)}
                  {...register(`bands.${index}.increment`, { valueAsNumber: true })}
                />
              </td>
              <td className="trove-increments__remove">
                {fields.length > 1 && (
                  <button
                    type="button"
                    className="trove-button trove-button--link"
                    aria-label={t.removeLabel(index + 1)}
                    onClick={() => {
                      focusAdd.current = true;
                      remove(index);
                    }}
                  >
                    {t.remove}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={cx('trove-actions', 'trove-increments__actions', classNames.actions)}>
        <button
          ref={addButton}
          type="button"
          className="trove-button"
          disabled={fields.length >= MAX_INCREMENT_BANDS}
          onClick={addBand}
        >
          {t.add}
        </button>
        <button
          type="button"
          className="trove-button"
          disabled={saving || table.is_default}
          onClick={() => onSave?.(null)}
        >
          {t.useDefault}
        </button>
        <SubmitButton
          submitting={saving}
          label={t.save}
          submittingLabel={t.saving}
          className={classNames.submit}
        />
      </div>
    </form>
  );
}

const toDecimals = (band: { from: number; increment: number }) => ({
  from: fromMinorUnits(band.from),
  increment: fromMinorUnits(band.increment),
});
