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
 * as the cart and auctions flags allow. Nothing until the settings and the tree are in.
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
  // Shown once its places and flags are known, whole: a footer drawn first and filled in later
  // grew under the visitor's eyes, and on a short page (the account's), where it sits at the
  // window's bottom, moved up 50 px (a layout shift of 0.13 at 1366x900).
  if (!settings || !tree) return null;
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
