import type { ExternalImage, Item, Place } from '@trove/core/listing';

/** The item form's inputs as the member types them (seed 000 §3 Item form); core's schema checks them. */
export interface ItemFormValues {
  name: string;
  category: string;
  country_name: string;
  tags: string;
  manufacture_date_from: string;
  manufacture_date_to: string;
  description: string;
  external_url: string;
  video_url: string;
  price: string;
  currency: string;
  sku: string;
  num_in_stock: string;
  realisation_price: string;
  realisation_currency: string;
  realisation_date: string;
  /** A `datetime-local` value, in the member's time. */
  publish_after: string;
}

/** Default: NZD (seed 000 §9). */
export const emptyItemFormValues: ItemFormValues = {
  name: '',
  category: '',
  country_name: '',
  tags: '',
  manufacture_date_from: '',
  manufacture_date_to: '',
  description: '',
  external_url: '',
  video_url: '',
  price: '',
  currency: 'NZD',
  sku: '',
  num_in_stock: '',
  realisation_price: '',
  realisation_currency: 'NZD',
  realisation_date: '',
  publish_after: '',
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A `datetime-local` value of an ISO time, in the browser's zone. */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An edited (or duplicated) listing's values. */
export function itemFormValuesOf(item: Item): ItemFormValues {
  return {
    name: item.name,
    category: item.category?.name ?? '',
    country_name: text(item.country_name),
    tags: item.tags.join(', '),
    manufacture_date_from: text(item.manufacture_date_from),
    manufacture_date_to: text(item.manufacture_date_to),
    description: item.description,
    external_url: text(item.external_url),
    video_url: text(item.video_url),
    price: text(item.price),
    currency: item.currency ?? emptyItemFormValues.currency,
    sku: text(item.sku),
    num_in_stock: text(item.num_in_stock),
    realisation_price: text(item.realisation_price),
    realisation_currency: item.realisation_currency ?? emptyItemFormValues.realisation_currency,
    realisation_date: text(item.realisation_date),
    publish_after: localDateTime(item.publish_after),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A whole number typed; anything else is kept as typed, for the schema to refuse with its message. */
const wholeOrText = (value: string) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * The body core's `validateItem` checks and the API takes (before `itemInputForSave` drops hidden
 * fields): empty inputs become null, numbers numbers, tags a list, the place and images added.
 */
export function itemInputOf(
  values: ItemFormValues,
  place: Place,
  images: readonly ExternalImage[],
): Record<string, unknown> {
  const publishAfter = values.publish_after ? new Date(values.publish_after) : null;
  return {
    niche: place.niche,
    section: place.section,
    gallery: place.gallery,
    caption: place.caption,
    item_layout: 'standard',
    price_option: 'standard',
    name: values.name.trim(),
    category: orNull(values.category) === null ? null : { name: values.category.trim() },
    country_name: orNull(values.country_name),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    manufacture_date_from: wholeOrText(values.manufacture_date_from),
    manufacture_date_to: wholeOrText(values.manufacture_date_to),
    description: values.description,
    external_url: orNull(values.external_url),
    video_url: orNull(values.video_url),
    price: orNull(values.price),
    currency: orNull(values.currency),
    sku: orNull(values.sku),
    num_in_stock: wholeOrText(values.num_in_stock),
    realisation_price: orNull(values.realisation_price),
    realisation_currency: orNull(values.realisation_currency),
    realisation_date: orNull(values.realisation_date),
    publish_after:
      publishAfter === null
        ? null
        : Number.isNaN(publishAfter.getTime())
          ? values.publish_after
          : publishAfter.toISOString(),
    external_images: [...images],
  };
}
