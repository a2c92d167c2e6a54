import * as z from 'zod/mini';
import type { GalleryApi } from '../client/galleryApi';
import type { Country, NicheTree } from '../schemas/gallery';
import type { AdvancedSearchFields } from './advancedSearch';
import { defaultGalleryParams, type GalleryParams, type ItemType } from './galleryParams';
import { orderedNodes } from './orderedMap';

/** Search prices start at 0.01 (§3 Search params, §9). */
export const MIN_SEARCH_PRICE = 0.01;
/** Text fields are limited to 255 characters (§9). */
export const SEARCH_TEXT_MAX_LENGTH = 255;

/** The advanced search panel's messages; the spec gives the limits, not these texts (except the 255 one). */
export const advancedSearchMessages = {
  priceInvalid: 'Enter a price as a number, such as 25 or 19.95',
  priceMinimum: 'The lowest price you can search for is 0.01',
  priceRange: 'Price from must not be more than Price to',
  textTooLong: 'This is limited to 255 characters',
} as const;

// Digits with an optional fraction, as the gallery API's min_price/max_price take them; 12 digits keep
// the number out of exponent notation when it goes back into the URL.
const PRICE = /^(\d{1,12}(\.\d*)?|\.\d+)$/;

const isPrice = (value: string) => PRICE.test(value);
const priceOf = (value: string): number | undefined =>
  value.trim() !== '' && isPrice(value.trim()) ? Number(value.trim()) : undefined;

/** A price box: empty, or a number of at least 0.01. An empty box gets no message. */
const priceField = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isPrice(value), advancedSearchMessages.priceInvalid),
  z.refine(
    (value) => value === '' || !isPrice(value) || Number(value) >= MIN_SEARCH_PRICE,
    advancedSearchMessages.priceMinimum,
  ),
);

const textField = z
  .string()
  .check(z.trim(), z.maxLength(SEARCH_TEXT_MAX_LENGTH, advancedSearchMessages.textTooLong));

/**
 * The advanced search form (§2 Advanced search panel), as its inputs hold it: strings ('' for
 * none), the categories' slugs and the three type filters. Price from must not exceed price to.
 */
export const advancedSearchFormSchema = z
  .object({
    section: z.string(),
    gallery: z.string(),
    caption: z.string(),
    display_type: z.string(),
    category: z.array(z.string()),
    min_price: priceField,
    max_price: priceField,
    country: textField,
    city: textField,
    uid: textField,
    organisation: textField,
    q: textField,
    for_sale: z.boolean(),
    sold: z.boolean(),
    show_and_tell: z.boolean(),
  })
  .check(
    z.refine(
      (form) => {
        const from = priceOf(form.min_price);
        const to = priceOf(form.max_price);
        return from === undefined || to === undefined || from <= to;
      },
      { message: advancedSearchMessages.priceRange, path: ['max_price'] },
    ),
  );
export type AdvancedSearchForm = z.infer<typeof advancedSearchFormSchema>;

/** The form's values for the search in `params` (a URL's country code shows when no country name is set). */
export function advancedSearchFormOf(params: GalleryParams): AdvancedSearchForm {
  const price = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    section: params.section ?? '',
    gallery: params.gallery ?? '',
    caption: params.caption ?? '',
    display_type: params.display_type ?? '',
    category: [...params.category],
    min_price: price(params.min_price),
    max_price: price(params.max_price),
    country: params.country ?? params.country_code ?? '',
    city: params.city ?? '',
    uid: params.uid ?? '',
    organisation: params.organisation ?? '',
    q: params.q ?? '',
    for_sale: params.for_sale,
    sold: params.sold,
    show_and_tell: params.show_and_tell,
  };
}

/**
 * The params of the panel's Search: the form over `params`. A field the panel does not show is
 * dropped when it does not apply (price outside items, city outside events and directories) and
 * kept when the member may not edit it (member id, organisation id came with the URL). The sort,
 * tags and dates stay; the open item closes.
 */
export function applyAdvancedSearch(
  params: GalleryParams,
  form: AdvancedSearchForm,
  fields: AdvancedSearchFields,
): GalleryParams {
  const text = (value: string) => value.trim() || undefined;
  const section = text(form.section);
  const gallery = section && text(form.gallery);
  const caption = gallery && text(form.caption);
  const country = form.country.trim();
  const countryUnchanged = country === (params.country ?? params.country_code ?? '');
  return {
    ...params,
    section,
    gallery,
    caption,
    item: undefined,
    prompt: false,
    display_type: text(form.display_type),
    category: [...new Set(form.category)],
    min_price: fields.price ? priceOf(form.min_price) : undefined,
    max_price: fields.price ? priceOf(form.max_price) : undefined,
    country: countryUnchanged ? params.country : text(country),
    country_code: countryUnchanged ? params.country_code : undefined,
    city: fields.city ? text(form.city) : undefined,
    uid: fields.memberId ? text(form.uid) : params.uid,
    organisation: fields.organisationId ? text(form.organisation) : params.organisation,
    q: text(form.q),
    for_sale: form.for_sale,
    sold: form.sold,
    show_and_tell: form.show_and_tell,
  };
}

/** The form without the values of fields the panel no longer shows (price, city), so they neither block nor search. */
export function withoutHiddenFields(
  form: AdvancedSearchForm,
  fields: AdvancedSearchFields,
): AdvancedSearchForm {
  return {
    ...form,
    min_price: fields.price ? form.min_price : '',
    max_price: fields.price ? form.max_price : '',
    city: fields.city ? form.city : '',
  };
}

/** The panel's Reset: the search cleared, the place (niche, section, gallery, caption) and the sort kept. */
export function resetAdvancedSearch(params: GalleryParams): GalleryParams {
  return {
    ...defaultGalleryParams,
    niche: params.niche,
    section: params.section,
    gallery: params.gallery,
    caption: params.caption,
    sort: params.sort,
  };
}

export interface PlaceOption {
  slug: string;
  name: string;
}

export interface AdvancedSearchPlaces {
  /** The niche's sections, with the type of listing each holds. */
  sections: (PlaceOption & { itemType: ItemType })[];
  /** The chosen section's galleries (the sub gallery select). */
  galleries: PlaceOption[];
  /** The chosen gallery's captions. */
  captions: PlaceOption[];
  /** The display types the niche's sections use, each once. */
  displayTypes: string[];
  /** The chosen section's type of listing; null when no section is chosen (or it is unknown). */
  itemType: ItemType | null;
}

/** The section, sub gallery, caption and display type choices of the niche tree for the form's place. */
export function advancedSearchPlaces(
  tree: NicheTree | null | undefined,
  niche: string,
  place: Pick<AdvancedSearchForm, 'section' | 'gallery'>,
): AdvancedSearchPlaces {
  const nicheNode = tree ? orderedNodes(tree).find((node) => node.slug === niche) : undefined;
  const sections = orderedNodes(nicheNode?.sections);
  const section = sections.find((node) => node.slug === place.section);
  const galleries = orderedNodes(section?.galleries);
  const gallery = galleries.find((node) => node.slug === place.gallery);
  const option = ({ slug, name }: PlaceOption): PlaceOption => ({ slug, name });
  return {
    sections: sections.map((node) => ({ ...option(node), itemType: node.item_type })),
    galleries: galleries.map(option),
    captions: orderedNodes(gallery?.captions).map(option),
    displayTypes: [...new Set(sections.flatMap((node) => (node.display_type ? [node.display_type] : [])))],
    itemType: section?.item_type ?? null,
  };
}

/**
 * The name of the most specific place the niche tree knows (caption, gallery, section, niche):
 * the gallery's name while the gallery response does not give it.
 */
export function placeName(
  tree: NicheTree | null | undefined,
  place: {
    niche: string;
    section?: string | undefined;
    gallery?: string | undefined;
    caption?: string | undefined;
  },
): string | undefined {
  const niche = tree ? orderedNodes(tree).find((node) => node.slug === place.niche) : undefined;
  const section = orderedNodes(niche?.sections).find((node) => node.slug === place.section);
  const gallery = orderedNodes(section?.galleries).find((node) => node.slug === place.gallery);
  const caption = orderedNodes(gallery?.captions).find((node) => node.slug === place.caption);
  return (caption ?? gallery ?? section ?? niche)?.name;
}

type Place = Pick<AdvancedSearchForm, 'section' | 'gallery' | 'caption'>;

/** Choosing a section resets the sub gallery and caption; choosing a sub gallery resets the caption. */
export function choosePlace(place: Place, level: keyof Place, slug: string): Place {
  switch (level) {
    case 'section':
      return { section: slug, gallery: '', caption: '' };
    case 'gallery':
      return { ...place, gallery: slug, caption: '' };
    case 'caption':
      return { ...place, caption: slug };
  }
}

/** Which countries a place offers: all of them for items (or no type), present-day ones for events and directories. */
export function countryScope(itemType: ItemType | null | undefined): 'all' | 'presentday' {
  return itemType === 'EVENT' || itemType === 'ORGANISATION' ? 'presentday' : 'all';
}

/** The country select prefers New Zealand, then the other priority countries (§5). */
export const PREFERRED_COUNTRY = 'NZ';
export const PRIORITY_COUNTRIES = ['AU', 'NZ', 'GB', 'US'] as const;

/** Countries with the preferred one first, then the other priority countries in order, then the rest as given. */
export function prioritiseCountries(countries: readonly Country[]): Country[] {
  const rank = (country: Country) => {
    const code = country.code.toUpperCase();
    if (code === PREFERRED_COUNTRY) return 0;
    const index = (PRIORITY_COUNTRIES as readonly string[]).indexOf(code);
    return index === -1 ? PRIORITY_COUNTRIES.length + 1 : index + 1;
  };
  // a stable sort keeps the server's order within each rank
  return [...countries].sort((a, b) => rank(a) - rank(b));
}

/** The country typeahead's suggestions: prioritised, and an empty list when the call fails (§7 Countries). */
export async function searchCountries(
  api: Pick<GalleryApi, 'countries'>,
  q: string,
  scope: 'all' | 'presentday',
): Promise<Country[]> {
  try {
    return prioritiseCountries(await api.countries(q, scope));
  } catch {
    return [];
  }
}
