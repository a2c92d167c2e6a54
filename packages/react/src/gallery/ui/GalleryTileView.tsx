import { defaultSiteSettings } from '@trove/core';
import {
  type ColumnMode,
  formatCount,
  formatPrice,
  formatTileDates,
  formatTimeLeft,
  type GalleryItem,
  type GalleryParams,
  galleryItemHref,
  isPastEvent,
  thumbnailUrl,
  tileAuctionTime,
  tileFigures,
  truncateTitle,
} from '@trove/core/gallery';
import { type MouseEvent, type ReactNode, useContext } from 'react';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { cx } from '../../styles/cx';
import { EyeIcon, HeartIcon, LockIcon } from './icons';
import { TileActionsContext } from './tileActions';

export interface GalleryTileTranslations {
  sold: string;
  likes: string;
  views: string;
  /** The badge of an event or an organisation tile; items have none. */
  event: string;
  /** The badge of an event that is over. */
  pastEvent: string;
  organisation: string;
  /** The hint on a tile that cannot be opened (`can_open` false). */
  locked: string;
  /** The badge of a lot. */
  auction: string;
  lot: (number: number) => string;
  /** Before a lot's leading bid, and before its start price while it has none. */
  currentBid: string;
  startingBid: string;
  /** A lot's time to its open and to its close (`2d 4h`), and its end. */
  opensIn: (time: string) => string;
  timeLeft: (time: string) => string;
  closed: string;
}

// A pure call: bundles that never show the gallery drop it.
export const galleryTileTranslations: GalleryTileTranslations = /* @__PURE__ */ (() => ({
  sold: 'Sold',
  likes: 'likes',
  views: 'views',
  event: 'Event',
  pastEvent: 'Past event',
  organisation: 'Organisation',
  locked: 'Locked',
  auction: 'Auction',
  lot: (number) => `Lot ${number}`,
  currentBid: 'Bid',
  startingBid: 'Starts at',
  opensIn: (time) => `Opens in ${time}`,
  timeLeft: (time) => `${time} left`,
  closed: 'Closed',
}))();

type Slot =
  | 'root'
  | 'link'
  | 'image'
  | 'badge'
  | 'lock'
  | 'title'
  | 'subtitle'
  | 'price'
  | 'facts'
  | 'counts';

export interface GalleryTileViewProps {
  item: GalleryItem;
  /** The gallery shown: the tile's link keeps its search. */
  params: GalleryParams;
  /** The column mode, which sets how long a title may be. Default: 3. */
  columns?: ColumnMode;
  /**
   * A plain click on the tile (no modifier key): the link's navigation is prevented and this is
   * called, so the site opens the item in place. Without it the link navigates.
   */
  onOpen?: (item: GalleryItem) => void;
  /** Currency of a price that names none. Default: the spec's default configuration (NZD). */
  defaultCurrency?: string;
  /** Where thumbnails are served when a tile has only its large image. Default: the page's origin. */
  thumbnailBaseUrl?: string;
  /**
   * A tile of the first row, in view when the page opens: its image loads at once and first
   * (`loading="eager"`, `fetchpriority="high"`) instead of lazily. Default: false.
   */
  priority?: boolean;
  /**
   * The tile's own controls (the watch toggle), over the image's top right corner and outside the
   * tile's link, so a click on them opens nothing. Default: what a `TileActionsContext` above
   * renders for the item; none without one.
   */
  actions?: ReactNode;
  /** The time an event's tile is marked past at (its badge Past event), and a lot's time left is counted from. Default: now. */
  now?: Date;
  /** The time zone of an event's dates. Default: the browser's. */
  timeZone?: string | undefined;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<GalleryTileTranslations>;
}

function thumbnailOf(item: GalleryItem, baseUrl: string | undefined): string | null {
  if (item.image_thumbnail) return item.image_thumbnail;
  const image = item.image_thumbnail_lg ?? item.image_thumbnail_small;
  return image ? thumbnailUrl(image, 'tile', baseUrl) : item.video_thumbnail_url;
}

/**
 * The thumbnails the API gives (116, 262 and 393 px square) as a `srcset`, so a phone's narrow
 * tile takes the small one and a dense screen the large one; undefined without them.
 */
function thumbnailSet(item: GalleryItem): string | undefined {
  const candidates = [
    [item.image_thumbnail_small, 116],
    [item.image_thumbnail, 262],
    [item.image_thumbnail_lg, 393],
  ] as const;
  const present = candidates.filter(([url]) => url !== null);
  return present.length > 1 ? present.map(([url, width]) => `${url} ${width}w`).join(', ') : undefined;
}

/** How wide a tile's image shows in each column mode (1 column: beside the details). */
const IMAGE_SIZES: Record<ColumnMode, string> = {
  1: 'min(262px, 40vw)',
  3: '33vw',
  6: '17vw',
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A gallery tile: thumbnail, title cut to the column mode, sub title, price or sold price, likes
 * and views. A lot's tile shows its bid (its start price before one), its number and time left; an
 * event's its dates and city.
 */
export function GalleryTileView({
  item,
  params,
  columns = 3,
  onOpen,
  defaultCurrency = defaultSiteSettings.default_currency,
  thumbnailBaseUrl,
  priority = false,
  actions,
  now = new Date(),
  timeZone,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: GalleryTileViewProps) {
  const t = { ...galleryTileTranslations, ...translations };
  const src = thumbnailOf(item, thumbnailBaseUrl);
  const srcSet = item.image_thumbnail ? thumbnailSet(item) : undefined;
  const auction = tileAuctionTime(item, now);
  const event = item.item_type === 'EVENT';
  const badge = auction
    ? t.auction
    : event
      ? isPastEvent(item, now)
        ? t.pastEvent
        : t.event
      : item.item_type === 'ORGANISATION'
        ? t.organisation
        : null;
  // Core rules which amount the price line leads with, and whether a lot's bid is among the facts.
  const { lead, lotBid } = tileFigures(item, auction, defaultCurrency);
  // a lot's bid leading the line says which it is (Bid, or Starts at before one)
  const leadLabel = lead && 'kind' in lead ? t[lead.kind] : null;
  const when = auction
    ? item.sold
      ? null
      : auction.phase === 'closed'
        ? t.closed
        : (auction.phase === 'open' ? t.timeLeft : t.opensIn)(formatTimeLeft(auction.remainingMs))
    : event && formatTileDates(item.date_start, item.date_end, { timeZone });
  const facts = [
    auction && item.lot_number !== null && t.lot(item.lot_number),
    lotBid && `${t[lotBid.kind]} ${formatPrice(lotBid.amount, lotBid.currency)}`,
    when,
    event && item.city,
  ].filter(Boolean);
  const locked = !item.can_open;
  const renderActions = useContext(TileActionsContext);
  const controls = actions === undefined ? renderActions?.(item) : actions;
  return (
    <div
      className={cx(
        'trove-tile',
        `trove-tile--cols-${columns}`,
        item.sold && 'trove-tile--sold',
        locked && 'trove-tile--locked',
        classNames.root,
      )}
      data-item-type={item.item_type}
      // `part`s: the pieces a custom element's page may style (`trove-gallery::part(tile)`)
      part="tile"
      // in the capture phase, before the tile's link sees the click: its own navigation (a push that
      // resets the scroll) is then prevented, and opening in place is the one navigation
      onClickCapture={(event) => {
        if (!onOpen || !plainClick(event)) return;
        // the tile's controls are not the tile: their clicks pass here too and open nothing
        if ((event.target as Element).closest('.trove-tile__actions')) return;
        event.preventDefault();
        onOpen(item);
      }}
    >
      <Link href={galleryItemHref(params, item)} className={cx('trove-tile__link', classNames.link)}>
        <span className="trove-tile__media" part="tile-image">
          {src ? (
            <img
              src={src}
              srcSet={srcSet}
              sizes={srcSet && IMAGE_SIZES[columns]}
              alt={item.title}
              width={262}
              height={262}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              className={cx('trove-tile__image', classNames.image)}
            />
          ) : (
            <span className="trove-tile__image trove-tile__image--none" />
          )}
          {badge && <span className={cx('trove-tile__badge', classNames.badge)}>{badge}</span>}
          {locked && (
            <span className={cx('trove-tile__lock', classNames.lock)}>
              <LockIcon /> {t.locked}
            </span>
          )}
        </span>
        <span className="trove-tile__body">
          <span className={cx('trove-tile__title', classNames.title)} part="title">
            {truncateTitle(item.title, columns)}
          </span>
          {item.sub_title && (
            <span className={cx('trove-tile__subtitle', classNames.subtitle)}>{item.sub_title}</span>
          )}
          {(item.sold || lead) && (
            <span className={cx('trove-tile__price', classNames.price)} part="price">
              {item.sold && <span className="trove-tile__sold">{t.sold}</span>}
              {leadLabel && <span className="trove-tile__bid">{leadLabel}</span>}
              {lead && <span className="trove-tile__amount">{formatPrice(lead.amount, lead.currency)}</span>}
            </span>
          )}
          {facts.length > 0 && (
            <span className={cx('trove-tile__facts', classNames.facts)}>
              {facts.map((fact) => (
                <span key={fact as string}>{fact}</span>
              ))}
            </span>
          )}
          <span className={cx('trove-tile__counts', classNames.counts)}>
            <span className="trove-tile__count">
              <HeartIcon /> {formatCount(item.like_count)}
              <span className="trove-visually-hidden"> {t.likes}</span>
            </span>
            <span className="trove-tile__count">
              <EyeIcon /> {formatCount(item.view_count)}
              <span className="trove-visually-hidden"> {t.views}</span>
            </span>
          </span>
        </span>
      </Link>
      {controls ? <span className="trove-tile__actions">{controls}</span> : null}
    </div>
  );
}
