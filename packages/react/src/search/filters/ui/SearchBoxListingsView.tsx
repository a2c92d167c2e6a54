import { formatPrice, type GalleryItem } from '@trove/core/gallery';
import { Collection, Header, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { cx } from '../../../styles/cx';
import type { TypeaheadStatus } from '../useCategorySuggestions';
import {
  categoryOption,
  SearchBoxView,
  type SearchBoxViewProps,
  searchBoxTranslations,
} from './SearchBoxView';
import type { SearchBoxTranslations } from './searchBoxTranslations';

export interface SearchBoxListingsTranslations extends SearchBoxTranslations {
  /** The headings of the list's two sections. */
  categories: string;
  listings: string;
}

export const searchBoxListingsTranslations: SearchBoxListingsTranslations = /* @__PURE__ */ (() => ({
  ...searchBoxTranslations,
  suggestions: 'Suggestions',
  categories: 'Categories',
  listings: 'Listings',
  noMatch: 'No matching categories or listings',
}))();

export interface SearchBoxListingsViewProps extends Omit<SearchBoxViewProps, 'sections' | 'translations'> {
  /** The listings suggested for the text, below the categories. */
  listings: readonly GalleryItem[];
  /** Whether the listings answer the text (`status` is the categories'). Default: `idle`. */
  listingStatus?: TypeaheadStatus;
  /** A listing suggestion chosen (click, or arrow keys and Enter). */
  onChooseListing?: (item: GalleryItem) => void;
  translations?: Partial<SearchBoxListingsTranslations>;
}

interface Section {
  id: 'categories' | 'listings';
  name: string;
  categories: SearchBoxViewProps['suggestions'];
  listings: readonly GalleryItem[];
}

/**
 * The navbar's search box whose list suggests categories, then matching listings, each under its
 * heading: a listing shows its small thumbnail, title and price, and choosing it opens it. The list
 * says nothing matches only once both have answered. `<trove-search>` has the categories alone
 * (`SearchBoxView`), without this code.
 */
export function SearchBoxListingsView({
  listings,
  listingStatus = 'idle',
  onChooseListing,
  translations,
  ...view
}: SearchBoxListingsViewProps) {
  const t = { ...searchBoxListingsTranslations, ...translations };
  const option = view.classNames?.option;
  const sections: Section[] = [
    { id: 'categories' as const, name: t.categories, categories: view.suggestions, listings: [] },
    { id: 'listings' as const, name: t.listings, categories: [], listings },
  ].filter((section) => section.categories.length + section.listings.length > 0);
  return (
    <SearchBoxView
      {...view}
      translations={t}
      status={view.status === 'done' ? listingStatus : view.status}
      sections={{
        items: sections,
        // listings are keyed by their (numeric) id, categories by their slug
        choose: (key) => {
          const listing = listings.find((item) => item.id === key);
          if (listing) onChooseListing?.(listing);
          const category = view.suggestions.find((item) => item.slug === key);
          if (category) view.onChooseCategory?.(category);
        },
        render: (entry) => {
          const section = entry as Section;
          return (
            <ListBoxSection id={section.id} className="trove-search-box__section">
              <Header className={cx('trove-search-box__header', view.classNames?.header)}>
                {section.name}
              </Header>
              <Collection items={section.categories}>
                {(category) => categoryOption(category, t, option)}
              </Collection>
              <Collection items={section.listings}>
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    textValue={item.title}
                    className={cx(
                      'trove-menu__item',
                      'trove-search-box__option',
                      'trove-search-box__listing',
                      option,
                    )}
                  >
                    {/* the small thumbnail (116 px), else the tile's: it shows what the title says */}
                    <img
                      src={item.image_thumbnail_small ?? item.image_thumbnail ?? undefined}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="trove-search-box__thumbnail"
                    />
                    <span className="trove-search-box__option-name">{item.title}</span>
                    {item.price && item.currency && (
                      <span className="trove-search-box__option-price">
                        {formatPrice(item.price, item.currency)}
                      </span>
                    )}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          );
        },
      }}
    />
  );
}
