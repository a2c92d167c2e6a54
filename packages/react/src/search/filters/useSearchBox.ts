import { type GalleryParams, searchCategory, searchKeywords } from '@trove/core/gallery';
import { useState } from 'react';
import type { SearchBoxViewProps } from './ui/SearchBoxView';
import { useCategorySuggestions } from './useCategorySuggestions';

/** What a search box over the API gives its view: the text, its suggestions and the two searches. */
export type SearchBoxState = Pick<
  SearchBoxViewProps,
  'inputValue' | 'onInputChange' | 'suggestions' | 'status' | 'onSubmit' | 'onChooseCategory'
> & { inputValue: string; onInputChange: (text: string) => void };

/**
 * The navbar search box's state (`SearchBox`, `DeferredSearchBox`): the text, starting with the
 * gallery's keywords (`q`) and following them when they change elsewhere (the back button, the
 * advanced search); category suggestions for it; Enter searches the keywords, a chosen suggestion
 * its category, and clears the box.
 */
export function useSearchBox(
  params: GalleryParams,
  onParamsChange: ((params: GalleryParams) => void) | undefined,
): SearchBoxState {
  const [text, setText] = useState(params.q ?? '');
  // keywords changed elsewhere (the back button, the advanced search) show in the box
  const [shownQuery, setShownQuery] = useState(params.q);
  if (shownQuery !== params.q) {
    setShownQuery(params.q);
    setText(params.q ?? '');
  }
  const { suggestions, status } = useCategorySuggestions(text);
  return {
    inputValue: text,
    onInputChange: setText,
    suggestions,
    status,
    onSubmit: (typed) => onParamsChange?.(searchKeywords(params, typed)),
    onChooseCategory: (category) => {
      // the category is the search now, in place of the keywords: the box has none left to show
      setText('');
      onParamsChange?.(searchCategory(params, category.slug));
    },
  };
}
