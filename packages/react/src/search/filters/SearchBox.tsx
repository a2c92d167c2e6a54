import { type GalleryParams, searchCategory, searchKeywords } from '@trove/core/gallery';
import { useState } from 'react';
import { SearchBoxView, type SearchBoxViewProps } from './ui/SearchBoxView';
import { useCategorySuggestions } from './useCategorySuggestions';

export interface SearchBoxProps
  extends Omit<
    SearchBoxViewProps,
    'inputValue' | 'onInputChange' | 'suggestions' | 'status' | 'onSubmit' | 'onChooseCategory'
  > {
  /** The gallery shown; the box starts with its keywords (`q`). */
  params: GalleryParams;
  /** A search: the typed keywords, or a chosen category. The site updates its URL and passes the params back. */
  onParamsChange?: (params: GalleryParams) => void;
}

/**
 * The navbar's search box over the API: category suggestions from `GET /api/categories/` after 3
 * characters and 250 ms; Enter searches the keywords, a chosen suggestion searches its category.
 */
export function SearchBox({ params, onParamsChange, ...view }: SearchBoxProps) {
  const [text, setText] = useState(params.q ?? '');
  // keywords changed elsewhere (the back button, the advanced search) show in the box
  const [shownQuery, setShownQuery] = useState(params.q);
  if (shownQuery !== params.q) {
    setShownQuery(params.q);
    setText(params.q ?? '');
  }
  const { suggestions, status } = useCategorySuggestions(text);
  return (
    <SearchBoxView
      {...view}
      inputValue={text}
      onInputChange={setText}
      suggestions={suggestions}
      status={status}
      onSubmit={(typed) => onParamsChange?.(searchKeywords(params, typed))}
      onChooseCategory={(category) => onParamsChange?.(searchCategory(params, category.slug))}
    />
  );
}
