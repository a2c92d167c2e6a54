import {
  ADDRESS_TITLES,
  type AddressErrors,
  type AddressInput,
  type Country,
  countryCodeFromUrl,
  countryUrl,
  sortCountries,
  type UserAddress,
} from '@trove/core/shop';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { CheckboxField } from '../../forms/ui/CheckboxField';
import { FormAlert } from '../../forms/ui/FormAlert';
import { cx } from '../../styles/cx';
import type { CartTranslations } from './cartTranslations';

/** The form's fields of an address, as texts. */
type AddressValues = Record<
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'line1'
  | 'line2'
  | 'line3'
  | 'city'
  | 'postcode'
  | 'state'
  | 'country',
  string
>;

const EMPTY: AddressValues = {
  title: '',
  first_name: '',
  last_name: '',
  line1: '',
  line2: '',
  line3: '',
  city: '',
  postcode: '',
  state: '',
  country: '',
};

function valuesOf(address: AddressInput | UserAddress | null | undefined): AddressValues {
  if (!address) return EMPTY;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: text(address.title),
    first_name: text(address.first_name),
    last_name: text(address.last_name),
    line1: text(address.line1),
    line2: text(address.line2),
    line3: text(address.line3),
    city: text(address.city),
    postcode: text(address.postcode),
    state: text(address.state),
    country: countryCodeFromUrl(address.country) ?? '',
  };
}

function inputOf(values: AddressValues): AddressInput {
  const { title, country, ...texts } = values;
  const trimmed = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.trim()]));
  return {
    ...trimmed,
    title: (ADDRESS_TITLES as readonly string[]).includes(title) ? (title as AddressInput['title']) : '',
    country: country ? countryUrl(country) : '',
  };
}

export interface AddressesSubmission {
  billing: AddressInput;
  shipping: AddressInput | null;
  sameAsBilling: boolean;
}

export interface AddressStepViewProps {
  billing: AddressInput | null;
  shipping: AddressInput | null;
  sameAsBilling: boolean;
  /** No line needs shipping: no shipping address. */
  shippingRequired: boolean;
  errors: { billing: AddressErrors; shipping: AddressErrors };
  message: string | null;
  countries: readonly Country[];
  savedAddresses: readonly UserAddress[];
  disabled?: boolean;
  onSubmit: (submission: AddressesSubmission) => void;
  /** Below the form: Back and the like. */
  actions?: React.ReactNode;
  t: CartTranslations;
}

/**
 * The addresses step: the billing address (saved ones to choose from; title select, names, lines 1
 * to 3, city, postcode, state, country with AU, NZ, GB, US first), Shipping same as billing, and
 * the shipping address when not the same. The spec's rules are core's (the flow checks them).
 */
export function AddressStepView({
  billing,
  shipping,
  sameAsBilling: initialSame,
  shippingRequired,
  errors,
  message,
  countries,
  savedAddresses,
  disabled,
  onSubmit,
  actions,
  t,
}: AddressStepViewProps) {
  const defaultBilling = savedAddresses.find((address) => address.is_default_for_billing);
  const defaultShipping = savedAddresses.find((address) => address.is_default_for_shipping);
  const [billingValues, setBilling] = useState(() => valuesOf(billing ?? defaultBilling));
  const [shippingValues, setShipping] = useState(() => valuesOf(shipping ?? defaultShipping));
  // the saved address the form starts from, when it is one
  const billingSaved = billing ? undefined : defaultBilling;
  const shippingSaved = shipping ? undefined : defaultShipping;
  const [same, setSame] = useState(initialSame);
  const sorted = useMemo(() => sortCountries(countries), [countries]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const billingInput = inputOf(billingValues);
    onSubmit({
      billing: billingInput,
      shipping: !shippingRequired ? null : same ? billingInput : inputOf(shippingValues),
      sameAsBilling: !shippingRequired || same,
    });
  };
  return (
    <form noValidate className="trove-form trove-cart__addresses" onSubmit={submit}>
      <FormAlert messages={[message ?? undefined]} />
      <AddressFieldset
        legend={t.billingAddress}
        values={billingValues}
        onChange={setBilling}
        errors={errors.billing}
        initialSaved={billingSaved?.id}
        countries={sorted}
        savedAddresses={savedAddresses}
        disabled={disabled}
        t={t}
      />
      {shippingRequired && (
        <CheckboxField
          label={t.sameAsBilling}
          checked={same}
          disabled={disabled}
          onChange={(event) => setSame(event.target.checked)}
        />
      )}
      {shippingRequired && !same && (
        <AddressFieldset
          legend={t.shippingAddress}
          values={shippingValues}
          onChange={setShipping}
          errors={errors.shipping}
          initialSaved={shippingSaved?.id}
          countries={sorted}
          savedAddresses={savedAddresses}
          disabled={disabled}
          t={t}
        />
      )}
      <div className="trove-actions trove-cart__actions">
        {actions}
        <button type="submit" className="trove-button trove-button--primary" disabled={disabled}>
          {t.next}
        </button>
      </div>
    </form>
  );
}

interface AddressFieldsetProps {
  legend: string;
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  errors: AddressErrors;
  /** The id of the saved address the values came from. */
  initialSaved: number | undefined;
  countries: readonly Country[];
  savedAddresses: readonly UserAddress[];
  disabled: boolean | undefined;
  t: CartTranslations;
}

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'line1',
  'line2',
  'line3',
  'city',
  'postcode',
  'state',
] as const;
const AUTOCOMPLETE: Record<(typeof TEXT_FIELDS)[number], string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  line1: 'address-line1',
  line2: 'address-line2',
  line3: 'address-line3',
  city: 'address-level2',
  postcode: 'postal-code',
  state: 'address-level1',
};

function AddressFieldset({
  legend,
  values,
  onChange,
  errors,
  initialSaved,
  countries,
  savedAddresses,
  disabled,
  t,
}: AddressFieldsetProps) {
  const id = useId();
  const [saved, setSaved] = useState(initialSaved === undefined ? '' : String(initialSaved));
  const set = (field: keyof AddressValues, value: string) => onChange({ ...values, [field]: value });
  const field = (name: keyof AddressValues, control: (props: FieldControlProps) => React.ReactNode) => {
    const error = errors[name];
    const props: FieldControlProps = {
      id: `${id}-${name}`,
      className: 'trove-field__input',
      disabled,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
    return (
      <div
        key={name}
        className={cx('trove-field', `trove-cart__field--${name}`, error && 'trove-field--invalid')}
      >
        <label htmlFor={props.id} className="trove-field__label">
          {t.addressFields[name]}
        </label>
        {control(props)}
        {error && (
          <p id={`${id}-${name}-error`} className="trove-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="trove-cart__address" disabled={disabled}>
      <legend className="trove-cart__legend">{legend}</legend>
      {savedAddresses.length > 0 && (
        <div className="trove-field trove-cart__saved">
          <label htmlFor={`${id}-saved`} className="trove-field__label">
            {t.savedAddresses}
          </label>
          <select
            id={`${id}-saved`}
            className="trove-field__input"
            value={saved}
            onChange={(event) => {
              setSaved(event.target.value);
              const chosen = savedAddresses.find((address) => String(address.id) === event.target.value);
              onChange(chosen ? valuesOf(chosen) : EMPTY);
            }}
          >
            <option value="">{t.newAddress}</option>
            {savedAddresses.map((address) => (
              <option key={address.id} value={String(address.id)}>
                {address.search_text}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="trove-cart__grid">
        {field('title', (props) => (
          <select {...props} onChange={(event) => set('title', event.target.value)}>
            <option value="">{t.choose}</option>
            {ADDRESS_TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        ))}
        {TEXT_FIELDS.map((name) =>
          field(name, (props) => (
            <input
              {...props}
              autoComplete={AUTOCOMPLETE[name]}
              onChange={(event) => set(name, event.target.value)}
            />
          )),
        )}
        {field('country', (props) => (
          <select {...props} autoComplete="country" onChange={(event) => set('country', event.target.value)}>
            <option value="">{t.choose}</option>
            {countries.map((country) => (
              <option key={country.iso_3166_1_a2} value={country.iso_3166_1_a2}>
                {country.printable_name}
              </option>
            ))}
          </select>
        ))}
      </div>
    </fieldset>
  );
}

interface FieldControlProps {
  id: string;
  className: string;
  disabled: boolean | undefined;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
