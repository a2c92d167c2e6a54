import { isAdmin } from '@trove/core/auth';
import { shareAccess } from '@trove/core/community';
import type { ItemDetail } from '@trove/core/gallery';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ShareButtonsView, type ShareButtonsViewProps } from './ui/ShareButtonsView';
import { useCommunityApi } from './useCommunityApi';

export interface ShareButtonsProps
  extends Omit<ShareButtonsViewProps, 'shared' | 'real' | 'counters' | 'onShare'> {
  item: Pick<
    ItemDetail,
    'id' | 'title' | 'description' | 'image_url' | 'absolute_url' | 'groups' | 'share_counters'
  >;
  /** The listing's page, absolute. Default: its `absolute_url` on this page's origin. */
  url?: string;
}

/**
 * Share buttons over the API (§6): only for a listing of group Public; signed in, each opens its
 * network and counts the share (`obj-share-view`); signed out, each goes to log in; admins see
 * the share counters.
 */
export function ShareButtons({ item, url, ...view }: ShareButtonsProps) {
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const api = useCommunityApi();
  const access = shareAccess({ groups: item.groups, signedIn, admin: isAdmin(user) });
  if (!access.show) return null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shared = {
    url: url ?? new URL(item.absolute_url, origin || 'http://localhost').href,
    title: item.title,
    description: item.description,
    image: item.image_url ? new URL(item.image_url, origin || 'http://localhost').href : null,
  };
  return (
    <ShareButtonsView
      {...view}
      shared={shared}
      real={access.real}
      counters={access.counters ? item.share_counters : null}
      onShare={(network) => void api.countShare(item.id, shared.url, network).catch(() => undefined)}
    />
  );
}
