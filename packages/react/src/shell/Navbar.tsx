import { authMessages } from '@trove/core/auth';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import { usePermission } from '../auth/usePermission';
import { useFeatureFlag } from '../settings/useFeatureFlag';
import { useSettings } from '../settings/useSettings';
import { useToast } from '../toast/useToast';
import { type NavbarMember, NavbarView, type NavbarViewProps } from './ui/NavbarView';

export interface NavbarProps
  extends Omit<NavbarViewProps, 'siteName' | 'anonymous' | 'member' | 'cartEnabled' | 'onLogout'> {
  /** Called after Log out (the token and cached member data are gone, the toast shown): e.g. go to a logout URL. */
  onLoggedOut?: () => void;
}

/** The navbar over the API: the site name from the settings, and the signed-in member's menu. */
export function Navbar({ onLoggedOut, ...props }: NavbarProps) {
  const { data: settings } = useSettings();
  const token = useAuthToken();
  const { data: user } = useCurrentUser();
  const cartEnabled = useFeatureFlag('cart');
  const createListingEnabled = useFeatureFlag('create_listing');
  const canAddItem = usePermission('add_item');
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
