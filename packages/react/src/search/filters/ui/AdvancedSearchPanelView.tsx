import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdvancedSearchForm,
  advancedSearchFields,
  advancedSearchFormOf,
  advancedSearchFormSchema,
  advancedSearchPlaces,
  applyAdvancedSearch,
  type Country,
  categoryOptions,
  choosePlace,
  countryScope,
  type GalleryCategories,
  type GalleryParams,
  type NicheTree,
  type PlaceOption,
  resetAdvancedSearch,
  titleCase,
  typeaheadQuery,
  withoutHiddenFields,
} from '@trove/core/gallery';
import { useEffect, useId, useRef } from 'react';
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { type Control, Controller, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { CheckboxField } from '../../../forms/ui/CheckboxField';
import { InputField } from '../../../forms/ui/InputField';
import { SelectField } from '../../../forms/ui/SelectField';
import { SubmitButton } from '../../../forms/ui/SubmitButton';
import { ModalDialog } from '../../../shell/ui/ModalDialog';
import { cx } from '../../../styles/cx';
import type { TypeaheadStatus } from '../useCategorySuggestions';

type TypeFilter = 'for_sale' | 'sold' | 'show_and_tell';

export interface AdvancedSearchTranslations {
  title: string;
  close: string;
  section: string;
  gallery: string;
  caption: string;
  displayType: string;
  /** A display type's label. */
  displayTypes: (displayType: string) => string;
  /** The empty choice of the section, sub gallery, caption and display type selects. */
  any: string;
  categories: string;
  anyCategory: string;
  priceFrom: string;
  priceTo: string;
  country: string;
  noCountry: string;
  searchingCountries: string;
  city: string;
  memberId: string;
  organisationId: string;
  keywords: string;
  typesLabel: string;
  types: Record<TypeFilter, string>;
  search: string;
  reset: string;
}

export const advancedSearchTranslations: AdvancedSearchTranslations = /* @__PURE__ */ (() => ({
  title: 'Advanced Search',
  close: 'Close',
  section: 'Section',
  gallery: 'Sub gallery',
  caption: 'Caption',
  displayType: 'Display type',
  displayTypes: (displayType: string) => titleCase(displayType),
  any: 'Any',
  categories: 'Categories',
  anyCategory: 'Any category',
  priceFrom: 'Price from',
  priceTo: 'Price to',
  country: 'Country',
  noCountry: 'No matching countries',
  searchingCountries: 'Searching…',
  city: 'City',
  memberId: 'Member id',
  organisationId: 'Organisation id',
  keywords: 'Keywords',
  typesLabel: 'Show',
  types: { for_sale: 'For Sale', sold: 'Sold', show_and_tell: 'Items of Interest' },
  search: 'Search',
  reset: 'Reset',
}))();

const TYPE_FILTERS: readonly TypeFilter[] = ['for_sale', 'sold', 'show_and_tell'];

type Slot = 'modal' | 'form' | 'field' | 'prices' | 'types' | 'actions' | 'search' | 'reset';

export interface AdvancedSearchPanelViewProps {
  /** Default: true. */
  isOpen?: boolean;
  /** Escape, the close button, Search and Reset call it. */
  onClose?: () => void;
  /** The search the panel starts from (read each time it opens). */
  params: GalleryParams;
  /** The params of Search (the form over `params`) or Reset (the search cleared, the place kept). */
  onParamsChange?: (params: GalleryParams) => void;
  /** The readable niche tree: the section, sub gallery, caption and display type choices. */
  niches?: NicheTree | undefined;
  /** The gallery's categories: the categories multi-select's choices. */
  categories?: GalleryCategories | undefined;
  /** Shows member id (permission search_member_id). Default: false. */
  canSearchMemberId?: boolean;
  /** Shows organisation id (permission bulk_add_item). Default: false. */
  canBulkAddItem?: boolean;
  /** The country typeahead's suggestions for the text last reported by `onCountryQueryChange`. */
  countrySuggestions?: readonly Country[];
  countryStatus?: TypeaheadStatus;
  /** The country text or the scope changed: all countries for items, present-day ones for events and directories. */
  onCountryQueryChange?: (text: string, scope: 'all' | 'presentday') => void;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<AdvancedSearchTranslations>;
}

/**
 * The advanced search panel (§2), a modal: section, sub gallery, display type, caption,
 * categories, price from and to (items, or no type), country, city (events and directories),
 * member id and organisation id (by permission), keywords and the type filters; Search and Reset.
 */
export function AdvancedSearchPanelView({
  isOpen = true,
  onClose,
  classNames = {},
  translations,
  ...form
}: AdvancedSearchPanelViewProps) {
  const t = { ...advancedSearchTranslations, ...translations };
  const types = { ...advancedSearchTranslations.types, ...translations?.types };
  return (
    <ModalDialog
      title={t.title}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-advanced-search', classNames.modal)}
    >
      <AdvancedSearchFormView {...form} onClose={onClose} t={{ ...t, types }} classNames={classNames} />
    </ModalDialog>
  );
}

type FormProps = Omit<AdvancedSearchPanelViewProps, 'isOpen' | 'translations' | 'classNames'> & {
  t: AdvancedSearchTranslations;
  classNames: Partial<Record<Slot, string>>;
};

/** The form, mounted each time the modal opens, so it starts from the params of that moment. */
function AdvancedSearchFormView({
  onClose,
  params,
  onParamsChange,
  niches,
  categories,
  canSearchMemberId = false,
  canBulkAddItem = false,
  countrySuggestions = [],
  countryStatus = 'idle',
  onCountryQueryChange,
  t,
  classNames,
}: FormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<AdvancedSearchForm>({
    resolver: zodResolver(advancedSearchFormSchema),
    defaultValues: advancedSearchFormOf(params),
  });
  const [section, gallery, country] = watch(['section', 'gallery', 'country']);
  const fieldsFor = (place: Pick<AdvancedSearchForm, 'section' | 'gallery'>) => {
    const places = advancedSearchPlaces(niches, params.niche, place);
    return {
      places,
      fields: advancedSearchFields({ itemType: places.itemType, canSearchMemberId, canBulkAddItem }),
    };
  };
  const { places, fields } = fieldsFor({ section, gallery });
  const scope = countryScope(places.itemType);

  // the connected panel fetches suggestions for the text and the scope of the chosen section
  const reportCountry = useRef(onCountryQueryChange);
  reportCountry.current = onCountryQueryChange;
  useEffect(() => {
    reportCountry.current?.(country, scope);
  }, [country, scope]);

  const choose = (level: 'section' | 'gallery' | 'caption', slug: string) => {
    const place = choosePlace(getValues(), level, slug);
    const next = withoutHiddenFields({ ...getValues(), ...place }, fieldsFor(place).fields);
    for (const key of ['section', 'gallery', 'caption', 'min_price', 'max_price', 'city'] as const)
      if (getValues(key) !== next[key]) setValue(key, next[key]);
  };
  const search = handleSubmit((values) => {
    onParamsChange?.(applyAdvancedSearch(params, values, fields));
    onClose?.();
  });
  const reset = () => {
    onParamsChange?.(resetAdvancedSearch(params));
    onClose?.();
  };
  const field = classNames.field;
  return (
    <form
      noValidate
      className={cx('trove-form', 'trove-advanced-search__form', classNames.form)}
      onSubmit={search}
    >
      <div className="trove-advanced-search__grid">
        <PlaceSelect
          label={t.section}
          any={t.any}
          options={places.sections}
          value={section}
          registration={register('section', { onChange: (event) => choose('section', event.target.value) })}
          className={field}
        />
        <PlaceSelect
          label={t.gallery}
          any={t.any}
          options={places.galleries}
          value={gallery}
          registration={register('gallery', { onChange: (event) => choose('gallery', event.target.value) })}
          className={field}
        />
        <PlaceSelect
          label={t.displayType}
          any={t.any}
          options={places.displayTypes.map((type) => ({ slug: type, name: t.displayTypes(type) }))}
          value={watch('display_type')}
          registration={register('display_type')}
          className={field}
        />
        <PlaceSelect
          label={t.caption}
          any={t.any}
          options={places.captions}
          value={watch('caption')}
          registration={register('caption', { onChange: (event) => choose('caption', event.target.value) })}
          className={field}
        />
      </div>
      <CategoriesSelect control={control} categories={categories} t={t} className={field} />
      {fields.price && (
        <div className={cx('trove-advanced-search__prices', classNames.prices)}>
          <InputField
            label={t.priceFrom}
            inputMode="decimal"
            autoComplete="off"
            error={errors.min_price?.message}
            registration={register('min_price')}
            className={field}
          />
          <InputField
            label={t.priceTo}
            inputMode="decimal"
            autoComplete="off"
            error={errors.max_price?.message}
            registration={register('max_price')}
            className={field}
          />
        </div>
      )}
      <CountryComboBox
        control={control}
        suggestions={countrySuggestions}
        status={countryStatus}
        error={errors.country?.message}
        t={t}
        className={field}
      />
      {fields.city && (
        <InputField
          label={t.city}
          autoComplete="off"
          error={errors.city?.message}
          registration={register('city')}
          className={field}
        />
      )}
      {fields.memberId && (
        <InputField
          label={t.memberId}
          autoComplete="off"
          error={errors.uid?.message}
          registration={register('uid')}
          className={field}
        />
      )}
      {fields.organisationId && (
        <InputField
          label={t.organisationId}
          autoComplete="off"
          error={errors.organisation?.message}
          registration={register('organisation')}
          className={field}
        />
      )}
      <InputField
        label={t.keywords}
        type="search"
        error={errors.q?.message}
        registration={register('q')}
        className={field}
      />
      <fieldset className={cx('trove-advanced-search__types', classNames.types)}>
        <legend className="trove-field__label">{t.typesLabel}</legend>
        {TYPE_FILTERS.map((type) => (
          <CheckboxField key={type} label={t.types[type]} {...register(type)} />
        ))}
      </fieldset>
      <div className={cx('trove-actions', classNames.actions)}>
        <SubmitButton label={t.search} submittingLabel={t.search} className={classNames.search} />
        <button type="button" className={cx('trove-button', classNames.reset)} onClick={reset}>
          {t.reset}
        </button>
      </div>
    </form>
  );
}

interface PlaceSelectProps {
  label: string;
  any: string;
  options: readonly PlaceOption[];
  value: string;
  registration: UseFormRegisterReturn;
  className?: string | undefined;
}

/** A select of one level of the niche tree; a value the tree does not (yet) hold stays shown by its slug. */
function PlaceSelect({ label, any, options, value, registration, className }: PlaceSelectProps) {
  const shown =
    value && !options.some((option) => option.slug === value)
      ? [...options, { slug: value, name: value }]
      : options;
  return (
    <SelectField label={label} registration={registration} className={className}>
      <option value="">{any}</option>
      {shown.map((option) => (
        <option key={option.slug} value={option.slug}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

interface CategoriesSelectProps {
  control: Control<AdvancedSearchForm>;
  categories: GalleryCategories | undefined;
  t: AdvancedSearchTranslations;
  className?: string | undefined;
}

/** The categories multi-select: each main category followed by its subcategories. */
function CategoriesSelect({ control, categories, t, className }: CategoriesSelectProps) {
  return (
    <Controller
      control={control}
      name="category"
      render={({ field }) => {
        const options = categoryOptions(categories);
        // chosen categories the gallery does not list (yet) stay choosable, by slug
        const known = new Set(options.map((option) => option.slug));
        const all = [
          ...options,
          ...field.value
            .filter((slug) => !known.has(slug))
            .map((slug) => ({ slug, name: slug, parent: null })),
        ];
        return (
          <Select
            selectionMode="multiple"
            value={field.value}
            onChange={(keys) => field.onChange(keys.map(String))}
            onBlur={field.onBlur}
            placeholder={t.anyCategory}
            className={cx('trove-field', 'trove-select', className)}
          >
            <Label className="trove-field__label">{t.categories}</Label>
            <Button className="trove-field__input trove-select__button">
              <SelectValue className="trove-select__value" />
              <span aria-hidden="true" className="trove-select__caret">
                ▾
              </span>
            </Button>
            <Popover placement="bottom start" className="trove-root trove-popover trove-select__popover">
              <ListBox items={all} className="trove-menu trove-select__listbox">
                {(option) => (
                  <ListBoxItem
                    id={option.slug}
                    textValue={option.name}
                    className={cx(
                      'trove-menu__item',
                      'trove-select__option',
                      option.parent && 'trove-select__option--sub',
                    )}
                  >
                    {option.name}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </Select>
        );
      }}
    />
  );
}

interface CountryComboBoxProps {
  control: Control<AdvancedSearchForm>;
  suggestions: readonly Country[];
  status: TypeaheadStatus;
  error: string | undefined;
  t: AdvancedSearchTranslations;
  className?: string | undefined;
}

/** The country typeahead: free text, or a suggested country's name. */
function CountryComboBox({ control, suggestions, status, error, t, className }: CountryComboBoxProps) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="country"
      render={({ field }) => {
        const active = typeaheadQuery(field.value) !== null;
        return (
          <ComboBox
            inputValue={field.value}
            onInputChange={field.onChange}
            // a chosen suggestion puts its name in the box (react-aria calls onInputChange)
            items={active ? suggestions : []}
            allowsCustomValue
            // from the third character the list opens at once, saying it searches until the answer comes
            allowsEmptyCollection={active}
            menuTrigger="input"
            isInvalid={Boolean(error)}
            className={cx('trove-field', error && 'trove-field--invalid', className)}
          >
            <Label className="trove-field__label">{t.country}</Label>
            <Input
              className="trove-field__input"
              onBlur={field.onBlur}
              aria-describedby={error ? errorId : undefined}
            />
            <Popover placement="bottom start" className="trove-root trove-popover">
              <ListBox<Country>
                className="trove-menu"
                renderEmptyState={() => (
                  <p className="trove-search-box__empty">
                    {status === 'done' ? t.noCountry : t.searchingCountries}
                  </p>
                )}
              >
                {(country) => (
                  <ListBoxItem id={country.code} textValue={country.name} className="trove-menu__item">
                    {country.name}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
            {error && (
              <p id={errorId} className="trove-field__error">
                {error}
              </p>
            )}
          </ComboBox>
        );
      }}
    />
  );
}
