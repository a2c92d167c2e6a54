import type { ItemDetail } from '@trove/core/gallery';
import { useAuthToken } from '../auth/useAuthToken';
import { type LinkComponent, PlainLink } from '../shell/ui/linkComponent';
import { cx } from '../styles/cx';
import { Comments } from './Comments';
import { FollowButton } from './FollowButton';
import { LikeButton } from './LikeButton';
import { ShareButtons } from './ShareButtons';
import { type CommunityTranslations, communityTranslations } from './ui/communityTranslations';
import { WatchButton } from './WatchButton';

export interface ListingCommunityProps {
  item: ItemDetail;
  /** Signed out, Like, Watch, Follow and Share go to log in (and back to the listing). */
  onLogin: () => void;
  /** Where Log in to like or comment leads. */
  loginHref: string;
  /** Where Complete Profile leads. Default: /account. */
  completeProfileHref?: string;
  /** Where Report this listing leads. Default: `/watchdog?item={id}` (`event=`, `organisation=` for those). */
  reportHref?: string;
  linkComponent?: LinkComponent;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/** `/watchdog?item=…` for a listing (§2 home.watchdog). */
export const watchdogHref = (item: Pick<ItemDetail, 'id' | 'item_type'>) =>
  `/watchdog?${item.item_type.toLowerCase()}=${item.id}`;

/**
 * A listing's community part of its pane (§2): Like, Watch (items), Follow (an organisation, or the
 * organisation listing an item or event, with its follower count), the
 * share buttons, the comments (when the listing allows them) and Report this listing; anonymous
 * visitors are invited to log in to like or comment.
 */
export function ListingCommunity({
  item,
  onLogin,
  loginHref,
  completeProfileHref,
  reportHref,
  linkComponent: Link = PlainLink,
  className,
  translations,
}: ListingCommunityProps) {
  const t = { ...communityTranslations, ...translations };
  const signedIn = useAuthToken() !== null;
  // the organisation the listing belongs to: for a directory listing, the organisation it presents
  // (its listing id is not the organisation's id); for an item or event, the one that lists it
  const followed = item.organisation_id ?? null;
  const commented = item.item_type === 'ITEM' || item.item_type === 'EVENT' ? item.item_type : null;
  return (
    <div className={cx('trove-community', className)}>
      <div className="trove-community__actions">
        <LikeButton
          itemType={item.item_type}
          id={item.id}
          likeCount={item.like_count}
          liked={item.liked}
          onLogin={onLogin}
          translations={translations}
        />
        {item.item_type === 'ITEM' && (
          <WatchButton itemId={item.id} onLogin={onLogin} translations={translations} />
        )}
        {followed !== null && (
          <FollowButton
            target={{ to_organisation: followed }}
            followerCount={item.follower_count}
            listing={{ itemType: item.item_type, id: item.id }}
            onLogin={onLogin}
            translations={translations}
          />
        )}
      </div>
      <ShareButtons item={item} onLogin={onLogin} translations={translations} />
      {!signedIn && (
        <p className="trove-pane__login">
          <Link href={loginHref}>{t.logInToLikeOrComment}</Link>
        </p>
      )}
      {commented && item.allow_comments && (
        <Comments
          itemType={commented}
          id={item.id}
          completeProfileHref={completeProfileHref}
          linkComponent={Link}
          translations={translations}
        />
      )}
      <p className="trove-community__report">
        <Link href={reportHref ?? watchdogHref(item)} className="trove-community__report-link">
          {t.reportListing}
        </Link>
      </p>
    </div>
  );
}
