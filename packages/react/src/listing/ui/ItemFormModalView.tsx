import {
  CASCADE_LEVELS,
  type CascadeLevel,
  type CascadeState,
  cascadeOptions,
  type ExternalImage,
  ITEM_FORM_BUTTONS,
  type ItemFormButton,
  type ItemFormFields,
  type ItemInput,
  validateItem,
} from '@trove/core/listing';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { ServerErrors } from '../../forms/serverErrors';
import { FormAlert } from '../../forms/ui/FormAlert';
import { InputField } from '../../forms/ui/InputField';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { formatMoney } from '../../orders/ui/money';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { emptyItemFormValues, type ItemFormValues, itemInputOf } from '../itemFormValues';
import { type ListingTranslations, listingTranslations } from './listingTranslations';

/** The form's steps (seed 000 §4): the form, paying the listing fee (Back returns), saving. */
export type ItemFormStep = 'form' | 'paying' | 'saving';

type Slot = 'modal' | 'form' | 'field' | 'alert' | 'actions' | 'price';

export interface ItemFormModalViewProps {
  /** A new listing (Create) or an edit (Update). */
  isNew: boolean;
  step: ItemFormStep;
  /** Core's niche cascade: its place, the options under it and the listing price. */
  cascade: CascadeState;
  onChoose?: ((level: CascadeLevel, slug: string | null) => void) | undefined;
  /** The optional fields shown (core's `itemFormFields`: hide list, game section, permissions). */
  fields: ItemFormFields;
  /** The save buttons (core's `itemFormButtons`): Create and Create and duplicate, Update, or Pay Now. */
  buttons: readonly ItemFormButton[];
  /**
   * The listing's saved values (edit, duplicate). When they change the form takes them and is
   * pristine again (an edit saved without closing).
   */
  values?: ItemFormValues | undefined;
  /** The listing's images, checked on save (at least one); the uploader shows them. */
  images: readonly ExternalImage[];
  /** The image uploader (`ImageUploader`), shown under Images. */
  imageUploader?: ReactNode;
  /** A failed save's messages: under their fields, the rest in the alert. */
  serverErrors?: ServerErrors | undefined;
  /** The country typed is not known: it will be created. */
  countryNotFound?: boolean | undefined;
  /** The member's profile is incomplete: saving is blocked with the spec's message. */
  profileIncomplete?: boolean | undefined;
  /**
   * A valid form saved with one of its buttons (Pay Now goes on to the paying step); `close` for
   * Save and close (edit).
   */
  onSubmit?: ((input: ItemInput, button: ItemFormButton, options: { close: boolean }) => void) | undefined;
  /** The paying step's card form (`CardEntry`). */
  cardEntry?: ReactNode;
  /** The last payment's failure (§8 Item save 402). */
  paymentError?: string | null | undefined;
  /** Paying: Pay Now. */
  onPay?: (() => void) | undefined;
  /** Paying: Back to the form. */
  onBack?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
  /** Today, for publish-after's check (not before today). Default: now. */
  now?: Date | undefined;
  /** The currencies offered. Default: NZD first. */
  currencies?: readonly string[] | undefined;
  isOpen?: boolean | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<ListingTranslations> | undefined;
}

const FORM_FIELDS = Object.keys(emptyItemFormValues) as (keyof ItemFormValues)[];
const NON_FORM_FIELDS = [...CASCADE_LEVELS, 'external_images'] as const;
type NonFormField = (typeof NON_FORM_FIELDS)[number];

const LEVEL_LABELS: Record<CascadeLevel, keyof ListingTranslations> = {
  niche: 'niche',
  section: 'section',
  gallery: 'gallery',
  caption: 'caption',
};

/**
 * The item form modal (seed 000 §2 Listing modals, §3 Item form, §4 listing form, §5 Item form):
 * the niche cascade, images, the listing's details with the fields its caption and permissions
 * allow, the listing fee, and the save buttons; then paying (Back returns) and saving. Core checks
 * the form: field errors show under their fields, the others in an alert.
 */
export function ItemFormModalView({
  isNew,
  step,
  cascade,
  onChoose,
  fields,
  buttons,
  values,
  images,
  imageUploader,
  serverErrors,
  countryNotFound = false,
  profileIncomplete = false,
  onSubmit,
  cardEntry,
  paymentError,
  onPay,
  onBack,
  onClose,
  now,
  currencies = ['NZD', 'AUD', 'USD', 'GBP', 'EUR'],
  isOpen = true,
  classNames = {},
  translations,
}: ItemFormModalViewProps) {
  const t = { ...listingTranslations, ...translations };
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<ItemFormValues>({
    defaultValues: values ?? emptyItemFormValues,
  });
  // saved values arriving (an edit saved without closing) leave the form pristine
  useEffect(() => {
    if (values) reset(values);
  }, [values, reset]);
  useServerFieldErrors(setError, serverErrors);
  const [otherErrors, setOtherErrors] = useState<Partial<Record<NonFormField, string>>>({});
  const [alert, setAlert] = useState<string[]>([]);
  useEffect(() => {
    const server = serverErrors?.fields ?? {};
    setOtherErrors(
      Object.fromEntries(NON_FORM_FIELDS.flatMap((field) => (server[field] ? [[field, server[field]]] : []))),
    );
  }, [serverErrors]);
  const pressed = useRef<{ button: ItemFormButton; close: boolean }>({
    button: buttons[0] ?? 'create',
    close: false,
  });
  const errors = formState.errors;

  const submit = handleSubmit((typed) => {
    const validation = validateItem(itemInputOf(typed, cascade.place, images), fields, { now });
    clearErrors();
    if (!validation.ok) {
      const other: Partial<Record<NonFormField, string>> = {};
      const rest: string[] = [];
      let first = true;
      for (const [field, messages] of Object.entries(validation.errors)) {
        const message = messages.join(' ');
        if ((FORM_FIELDS as string[]).includes(field)) {
          setError(field as Path<ItemFormValues>, { type: 'validate', message }, { shouldFocus: first });
          first = false;
        } else if ((NON_FORM_FIELDS as readonly string[]).includes(field))
          other[field as NonFormField] = message;
        else rest.push(message);
      }
      setOtherErrors(other);
      setAlert(rest);
      return;
    }
    setOtherErrors({});
    setAlert([]);
    onSubmit?.(validation.input, pressed.current.button, { close: pressed.current.close });
  });

  const title = isNew ? t.addItemTitle : t.editItemTitle;
  const price = cascade.price.status === 'ready' ? cascade.price.price : null;
  const field = (
    name: keyof ItemFormValues,
    label: string,
    extra: Partial<Parameters<typeof InputField>[0]> = {},
  ) => (
    <InputField
      label={label}
      error={errors[name]?.message}
      registration={register(name)}
      className={classNames.field}
      {...extra}
    />
  );

  return (
    <ModalDialog
      title={title}
      isOpen={isOpen}
      onClose={step === 'saving' ? undefined : onClose}
      closeLabel={t.close}
      className={cx('trove-modal--large', 'trove-item-form', classNames.modal)}
    >
      {step === 'saving' && (
        <div className="trove-item-form__saving">
          <div role="status" aria-label={t.saving} className="trove-spinner" />
          <p>{t.saving}</p>
        </div>
      )}
      {step === 'paying' && (
        <section className="trove-item-form__paying" aria-label={t.paymentTitle}>
          <h3 className="trove-item-form__heading">{t.paymentTitle}</h3>
          {price && (
            <p className={cx('trove-item-form__price', classNames.price)}>
              {t.listingFee}: <strong>{formatMoney(price.amount, 'NZD')}</strong> ({price.name})
            </p>
          )}
          <FormAlert messages={[paymentError ?? undefined]} className={classNames.alert} />
          {cardEntry ?? <div role="status" aria-label={t.loading} className="trove-spinner" />}
          <div className={cx('trove-actions', 'trove-item-form__actions', classNames.actions)}>
            <button type="button" className="trove-button trove-button--primary" onClick={onPay}>
              {ITEM_FORM_BUTTONS.payNow}
            </button>
            <button type="button" className="trove-button" onClick={onBack}>
              {t.back}
            </button>
          </div>
        </section>
      )}
      <form
        noValidate
        hidden={step !== 'form'}
        className={cx('trove-form', 'trove-item-form__form', classNames.form)}
        onSubmit={submit}
      >
        <FormAlert
          messages={[
            profileIncomplete ? t.profileIncomplete : undefined,
            ...(serverErrors?.alert ?? []),
            ...alert,
          ]}
          className={classNames.alert}
        />
        <fieldset className="trove-item-form__group trove-item-form__place">
          <legend className="trove-item-form__legend">{t.whereTitle}</legend>
          {CASCADE_LEVELS.map((level) => (
            <CascadeSelect
              key={level}
              label={t[LEVEL_LABELS[level]] as string}
              choose={t.choose}
              options={cascadeOptions(cascade, level)}
              value={cascade.place[level]}
              error={otherErrors[level]}
              onChange={(slug) => onChoose?.(level, slug)}
              className={classNames.field}
            />
          ))}
        </fieldset>
        {price && <PriceLine price={price} t={t} className={classNames.price} />}
        <fieldset className="trove-item-form__group">
          <legend className="trove-item-form__legend">{t.images}</legend>
          {imageUploader}
          {otherErrors.external_images && (
            <p className="trove-field__error trove-item-form__images-error">{otherErrors.external_images}</p>
          )}
        </fieldset>
        <fieldset className="trove-item-form__group">
          <legend className="trove-item-form__legend">{t.detailsTitle}</legend>
          {field('name', t.title)}
          {fields.category && field('category', t.category)}
          {field('country_name', t.country, {
            hint: countryNotFound ? t.countryCreated : undefined,
            autoComplete: 'country-name',
          })}
          <div className="trove-item-form__row">
            {field('manufacture_date_from', t.year, { inputMode: 'numeric' })}
            {field('manufacture_date_to', t.yearTo, { inputMode: 'numeric' })}
          </div>
          <TextAreaField
            label={t.description}
            error={errors.description?.message}
            registration={register('description')}
            className={classNames.field}
          />
          {field('tags', t.tags, { hint: t.tagsHint })}
          {fields.external_url && field('external_url', t.externalUrl, { type: 'url', inputMode: 'url' })}
          {fields.video_url && field('video_url', t.videoUrl, { type: 'url', inputMode: 'url' })}
        </fieldset>
        {(fields.price || fields.currency) && (
          <fieldset className="trove-item-form__group">
            <legend className="trove-item-form__legend">{t.priceTitle}</legend>
            <div className="trove-item-form__row">
              {fields.price && field('price', t.price, { inputMode: 'decimal' })}
              {fields.currency && (
                <CurrencySelect
                  label={t.currency}
                  currencies={currencies}
                  registration={register('currency')}
                  className={classNames.field}
                />
              )}
            </div>
            <div className="trove-item-form__row">
              {field('sku', t.sku)}
              {field('num_in_stock', t.numInStock, { inputMode: 'numeric' })}
            </div>
          </fieldset>
        )}
        {(fields.realisation_price || fields.realisation_date) && (
          <fieldset className="trove-item-form__group">
            <legend className="trove-item-form__legend">{t.realisationTitle}</legend>
            <div className="trove-item-form__row">
              {fields.realisation_price &&
                field('realisation_price', t.realisationPrice, { inputMode: 'decimal' })}
              {fields.realisation_currency && (
                <CurrencySelect
                  label={t.realisationCurrency}
                  currencies={currencies}
                  registration={register('realisation_currency')}
                  className={classNames.field}
                />
              )}
            </div>
            {fields.realisation_date && field('realisation_date', t.realisationDate, { type: 'date' })}
          </fieldset>
        )}
        {fields.publish_after && field('publish_after', t.publishAfter, { type: 'datetime-local' })}
        <div className={cx('trove-actions', 'trove-item-form__actions', classNames.actions)}>
          {buttons.map((button, index) => (
            <button
              key={button}
              type="submit"
              className={cx('trove-button', index === 0 && 'trove-button--primary')}
              disabled={profileIncomplete}
              onClick={() => {
                pressed.current = { button, close: false };
              }}
            >
              {ITEM_FORM_BUTTONS[button]}
            </button>
          ))}
          {!isNew && buttons.includes('update') && (
            <button
              type="submit"
              className="trove-button"
              disabled={profileIncomplete}
              onClick={() => {
                pressed.current = { button: 'update', close: true };
              }}
            >
              {t.saveAndClose}
            </button>
          )}
          {onClose && (
            <button type="button" className="trove-button trove-button--link" onClick={onClose}>
              {t.cancel}
            </button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}

function PriceLine({
  price,
  t,
  className,
}: {
  price: { amount: string; name: string; num_free_per_billing_cycle: number; free_transaction_count: number };
  t: ListingTranslations;
  className: string | undefined;
}) {
  const amount = Number(price.amount);
  const left = Math.max(0, price.num_free_per_billing_cycle - price.free_transaction_count);
  return (
    <p className={cx('trove-item-form__price', className)} aria-live="polite">
      {amount > 0 ? (
        <>
          {t.listingFee}: <strong>{formatMoney(price.amount, 'NZD')}</strong> ({price.name})
        </>
      ) : price.num_free_per_billing_cycle > 0 ? (
        t.freeListingsLeft(left, price.num_free_per_billing_cycle)
      ) : (
        t.freeListing
      )}
    </p>
  );
}

function CascadeSelect({
  label,
  choose,
  options,
  value,
  error,
  onChange,
  className,
}: {
  label: string;
  choose: string;
  options: readonly { slug: string; name: string }[];
  value: string | null;
  error: string | undefined;
  onChange: (slug: string | null) => void;
  className: string | undefined;
}) {
  const id = useId();
  return (
    <div className={cx('trove-field', error && 'trove-field--invalid', className)}>
      <label htmlFor={id} className="trove-field__label">
        {label}
      </label>
      <select
        id={id}
        className="trove-field__input"
        value={value ?? ''}
        disabled={options.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="trove-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function CurrencySelect({
  label,
  currencies,
  registration,
  className,
}: {
  label: string;
  currencies: readonly string[];
  registration: ReturnType<ReturnType<typeof useForm<ItemFormValues>>['register']>;
  className: string | undefined;
}) {
  const id = useId();
  return (
    <div className={cx('trove-field', className)}>
      <label htmlFor={id} className="trove-field__label">
        {label}
      </label>
      <select id={id} className="trove-field__input" {...registration}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextAreaField({
  label,
  error,
  registration,
  className,
}: {
  label: string;
  error: string | undefined;
  registration: ReturnType<ReturnType<typeof useForm<ItemFormValues>>['register']>;
  className: string | undefined;
}) {
  const id = useId();
  return (
    <div className={cx('trove-field', error && 'trove-field--invalid', className)}>
      <label htmlFor={id} className="trove-field__label">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        className="trove-field__input trove-item-form__description"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="trove-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
