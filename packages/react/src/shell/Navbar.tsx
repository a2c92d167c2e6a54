import { authMessages } from '@trove/core/auth';
import { useMemo } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import { usePermission } from '../auth/usePermission';
import { useReadableNiches } from '../search/filters/useReadableNiches';
import { useFeatureFlag } from '../settings/useFeatureFlag';
import { useSettings } from '../settings/useSettings';
import { useToast } from '../toast/useToast';
import { type SiteLink, sitePlaces } from './sitePlaces';
import { type NavbarMember, NavbarView, type NavbarViewProps } from './ui/NavbarView';

export interface NavbarProps
  extends Omit<
    NavbarViewProps,
    'siteName' | 'anonymous' | 'member' | 'cartEnabled' | 'auctionsEnabled' | 'sections' | 'onLogout'
  > {
  /** Called after Log out (the token and cached member data are gone, the toast shown): e.g. go to a logout URL. */
  onLoggedOut?: () => void;
}

/**
 * The navbar over the API: the site name from the settings, the signed-in member's menu, and the
 * sections of the gallery's niche tree (`GET /api/niches/readable/`: its sections, Events and the
 * Directory among them, then the events' Auctions gallery).
 */
export function Navbar({ onLoggedOut, ...props }: NavbarProps) {
  const { data: settings } = useSettings();
  const token = useAuthToken();
  const { data: user } = useCurrentUser();
  const cartEnabled = useFeatureFlag('cart');
  const createListingEnabled = useFeatureFlag('create_listing');
  const auctionsEnabled = useFeatureFlag('auctions');
  const canAddItem = usePermission('add_item');
  const { data: tree } = useReadableNiches();
  const sections = useMemo(() => {
    const places = sitePlaces(tree);
    // none yet: the row keeps its place until the tree is in
    return places ? ([...places.sections, ...(places.auctions ? [places.auctions] : [])] as SiteLink[]) : [];
  }, [tree]);
  const logout = useLogout();
  const toast = useToast();
  const member: NavbarMember | undefined = user && {
    displayName: user.display_name,
    photo: user.photo,
    profileComplete: user.is_profile_complete,
    canCreateListing: createListingEnabled && canAddItem,
  };
  return (
    <NavbarView
      siteName={settings?.site_name}
      // With a token but no member yet, neither Join/Log In nor a menu: nothing flashes.
      anonymous={token === null}
      member={member}
      cartEnabled={cartEnabled}
      auctionsEnabled={auctionsEnabled}
      sections={sections}
      onLogout={() =>
        logout.mutate(undefined, {
          onSettled: () => {
            toast.success(authMessages.loggedOut);
            onLoggedOut?.();
          },
        })
      }
      {...props}
    />
  );
}
