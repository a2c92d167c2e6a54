import { useMemo } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useReadableNiches } from '../search/filters/useReadableNiches';
import { useFeatureFlag } from '../settings/useFeatureFlag';
import { useSettings } from '../settings/useSettings';
import { type SiteLink, sitePlaces } from './sitePlaces';
import { FooterView, type FooterViewProps } from './ui/FooterView';

export type FooterProps = Omit<
  FooterViewProps,
  'siteName' | 'places' | 'signedIn' | 'cartEnabled' | 'auctionsEnabled'
>;

/**
 * The footer over the API: the site name from the settings, the gallery's places from the niche
 * tree (the whole gallery, its sections, the events' Auctions), and the visitor's or member's pages
 * as the cart and auctions flags allow.
 */
export function Footer(props: FooterProps) {
  const { data: settings } = useSettings();
  const signedIn = useAuthToken() !== null;
  const cartEnabled = useFeatureFlag('cart');
  const auctionsEnabled = useFeatureFlag('auctions');
  const { data: tree } = useReadableNiches();
  const places = useMemo(() => {
    const found = sitePlaces(tree);
    return found
      ? ([found.niche, ...found.sections, ...(found.auctions ? [found.auctions] : [])] as SiteLink[])
      : [];
  }, [tree]);
  return (
    <FooterView
      siteName={settings?.site_name}
      places={places}
      signedIn={signedIn}
      cartEnabled={cartEnabled}
      auctionsEnabled={auctionsEnabled}
      {...props}
    />
  );
}
