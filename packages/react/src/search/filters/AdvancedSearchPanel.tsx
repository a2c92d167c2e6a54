import type { GalleryParams } from '@trove/core/gallery';
import { useEffect, useRef, useState } from 'react';
import { usePermission } from '../../auth/usePermission';
import { AdvancedSearchPanelView, type AdvancedSearchPanelViewProps } from './ui/AdvancedSearchPanelView';
import { useCountrySuggestions } from './useCountrySuggestions';
import { useGalleryPlace } from './useGalleryPlace';
import { useReadableNiches } from './useReadableNiches';

export type AdvancedSearchPanelProps = Omit<
  AdvancedSearchPanelViewProps,
  | 'niches'
  | 'categories'
  | 'canSearchMemberId'
  | 'canBulkAddItem'
  | 'countrySuggestions'
  | 'countryStatus'
  | 'onCountryQueryChange'
>;

/**
 * The advanced search panel over the API: the niche tree (`GET /api/niches/readable/`, 5 minutes),
 * the gallery's categories, the member's permissions and the country typeahead. It closes when the
 * params change from outside while it is open (§4).
 */
export function AdvancedSearchPanel({ params, isOpen = true, onClose, ...view }: AdvancedSearchPanelProps) {
  const niches = useReadableNiches();
  const { categories } = useGalleryPlace(params);
  const canSearchMemberId = usePermission('search_member_id');
  const canBulkAddItem = usePermission('bulk_add_item');
  const [countryQuery, setCountryQuery] = useState<{ text: string; scope: 'all' | 'presentday' }>({
    text: '',
    scope: 'all',
  });
  const countries = useCountrySuggestions(countryQuery.text, countryQuery.scope);
  useCloseOnParamsChange(params, isOpen, onClose);
  return (
    <AdvancedSearchPanelView
      {...view}
      params={params}
      isOpen={isOpen}
      onClose={onClose}
      niches={niches.data}
      categories={categories}
      canSearchMemberId={canSearchMemberId}
      canBulkAddItem={canBulkAddItem}
      countrySuggestions={countries.suggestions}
      countryStatus={countries.status}
      onCountryQueryChange={(text, scope) => setCountryQuery({ text, scope })}
    />
  );
}

/** Calls `onClose` when the params change while the panel is open (a navbar search, the back button). */
function useCloseOnParamsChange(params: GalleryParams, isOpen: boolean, onClose: (() => void) | undefined) {
  const key = JSON.stringify(params);
  const shown = useRef(key);
  const close = useRef(onClose);
  close.current = onClose;
  const open = useRef(isOpen);
  open.current = isOpen;
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (open.current) close.current?.();
  }, [key]);
}
