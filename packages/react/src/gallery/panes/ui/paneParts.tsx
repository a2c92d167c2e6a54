// The sections the item, event and organisation panes share. Internal: the views are the public surface.
import {
  addressText,
  CAROUSEL_INTERVAL_MS,
  defaultGalleryParams,
  formatCount,
  formatDateWithAge,
  formatLongDate,
  formatPrice,
  type GalleryParams,
  type ItemDetail,
  linkDisplay,
  MAP_IMAGE_SIZES,
  paragraphs,
  paramsToRoute,
  routeHref,
  safeHref,
  titleCase,
  videoPageUrl,
} from '@trove/core/gallery';
import { Fragment, type ReactNode, useId, useState } from 'react';
import type { LinkComponent } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { EyeIcon, HeartIcon } from '../../ui/icons';
import { type CarouselSlide, CarouselView } from './CarouselView';
import type { PaneFrameSlot } from './PaneFrame';
import type { MapImageUrl, MapLinkUrl, PaneHrefs, PaneTranslations } from './paneTranslations';
import { StaticMapView } from './StaticMapView';

/** The slots of the item, event and organisation panes. */
export type DetailPaneSlot =
  | PaneFrameSlot
  | 'body'
  | 'media'
  | 'main'
  | 'facts'
  | 'description'
  | 'tags'
  | 'counts'
  | 'footer'
  | 'breadcrumb'
  | 'listed'
  | 'admin'
  | 'auction';

type ClassNames = Partial<Record<DetailPaneSlot, string>>;

/** A gallery URL in the niche tree. */
export const galleryHref = (params: Partial<GalleryParams>) =>
  routeHref(paramsToRoute({ ...defaultGalleryParams, ...params }));

/** A slug as a title: `new-zealand` → `New Zealand` (core's title case). */
const slugTitle = (slug: string) => titleCase(slug.replace(/[-_]+/g, ' '));

/** An outside link: opened in a new tab, and shown as text when its URL is not safe to follow. */
export function ExternalLink({ url, children }: { url: string; children?: ReactNode }) {
  const href = safeHref(url);
  if (!href) return <span>{children ?? linkDisplay(url)}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="trove-pane__link">
      {children ?? linkDisplay(url)}
    </a>
  );
}

/** Text whose single line breaks are kept. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, never reordered
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export function PaneMedia({
  item,
  t,
  classNames,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
}) {
  const media =
    item.images.length > 0
      ? item.images
      : item.image_url
        ? [{ url: item.image_url, media_type: item.image_type ?? 'image' }]
        : [];
  if (media.length === 0) return null;
  const slides: CarouselSlide[] = media.map((entry, index) => {
    const video = videoPageUrl(entry);
    return {
      key: `${index}:${entry.url}`,
      content: video ? (
        <ExternalLink url={video}>{t.watchVideo}</ExternalLink>
      ) : (
        <img src={entry.url} alt={item.title} className="trove-pane__image" />
      ),
    };
  });
  return (
    <div className={cx('trove-pane__media', classNames.media)} part="images">
      <CarouselView slides={slides} label={t.images} translations={t} />
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="trove-pane__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface FactsProps {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
  defaultCurrency: string;
  timeZone: string | undefined;
  /** Rows before the rest (an event's When). */
  before?: ReactNode;
  /** Contact, price, SKU, extra rows: off for organisations, which show their own. */
  listing?: boolean;
  /** Shown as the price: the item's Buy Now row (see `DetailPaneViewProps.buyNow`). */
  buyNow?: ReactNode;
}

/** Contact, sale closed and realisation price, price, SKU, link and the extra rows. */
export function PaneFacts({
  item,
  t,
  classNames,
  defaultCurrency,
  timeZone,
  before,
  listing = true,
  buyNow,
}: FactsProps) {
  const rows: ReactNode[] = [];
  if (listing && (item.contact_name || item.contact_details)) {
    rows.push(
      <Fact key="contact" term={t.contact}>
        {item.contact_name && <span className="trove-pane__contact-name">{item.contact_name}</span>}
        {item.contact_name && item.contact_details && <br />}
        {item.contact_details && <Lines text={item.contact_details} />}
      </Fact>,
    );
  }
  if (listing && item.sold) {
    if (item.realisation_date) {
      rows.push(
        <Fact key="closed" term={t.saleClosed}>
          <time dateTime={item.realisation_date}>{formatLongDate(item.realisation_date, { timeZone })}</time>
        </Fact>,
      );
    }
    if (item.realisation_price !== null) {
      const currency = item.realisation_currency ?? item.currency ?? defaultCurrency;
      rows.push(
        <Fact key="sold" term={t.soldFor}>
          <span className="trove-pane__price" part="price">
            {formatPrice(item.realisation_price, currency)}
          </span>
        </Fact>,
      );
    }
  } else if (listing && item.price !== null) {
    rows.push(
      <Fact key="price" term={t.price}>
        {buyNow ?? (
          <span className="trove-pane__price" part="price">
            {formatPrice(item.price, item.currency ?? defaultCurrency)}
          </span>
        )}
      </Fact>,
    );
  }
  if (listing && item.sku)
    rows.push(
      <Fact key="sku" term={t.sku}>
        {item.sku}
      </Fact>,
    );
  if (item.website) {
    rows.push(
      <Fact key="website" term={t.website}>
        <ExternalLink url={item.website} />
      </Fact>,
    );
  }
  if (item.parent_url) {
    rows.push(
      <Fact key="link" term={t.link}>
        <ExternalLink url={item.parent_url}>
          {item.parent_url_text || linkDisplay(item.parent_url)}
        </ExternalLink>
      </Fact>,
    );
  }
  if (listing) {
    item.extra_data.forEach((row, index) => {
      rows.push(
        // biome-ignore lint/suspicious/noArrayIndexKey: the listing's own rows, in its order
        <Fact key={`extra-${index}`} term={row.name}>
          {row.value}
        </Fact>,
      );
    });
  }
  if (!before && rows.length === 0) return null;
  return (
    <dl className={cx('trove-pane__facts', classNames.facts)}>
      {before}
      {rows}
    </dl>
  );
}

export { Fact as PaneFact };

/** The description's paragraphs; collapsible ones show the first until Show more. */
export function PaneDescription({
  text,
  t,
  classNames,
  collapsible = false,
  showMoreLogin,
}: {
  text: string;
  t: PaneTranslations;
  classNames: ClassNames;
  collapsible?: boolean;
  /** Instead of Show more, a link to log in (a site setting for anonymous visitors). */
  showMoreLogin?: ReactNode;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const all = paragraphs(text);
  if (all.length === 0) return null;
  const more = collapsible && all.length > 1;
  const shown = more && !expanded ? all.slice(0, 1) : all;
  return (
    <div className={cx('trove-pane__description', classNames.description)}>
      <div id={id}>
        {shown.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
          <p key={index}>
            <Lines text={paragraph} />
          </p>
        ))}
      </div>
      {more &&
        (showMoreLogin && !expanded ? (
          showMoreLogin
        ) : (
          <button
            type="button"
            className="trove-button trove-button--link trove-pane__more"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t.showLess : t.showMore}
          </button>
        ))}
    </div>
  );
}

/** The hashtags, each a link to its section's gallery filtered by the tag. */
export function PaneTags({
  item,
  t,
  classNames,
  Link,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
  Link: LinkComponent;
}) {
  if (item.tags.length === 0) return null;
  return (
    <ul aria-label={t.tags} className={cx('trove-pane__tags', classNames.tags)}>
      {item.tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            href={galleryHref({ niche: item.niche_slug, section: item.section_slug, tags: [tag.slug] })}
            className="trove-pane__tag"
          >
            #{tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Likes and comments counts, and for anonymous visitors the invitation to log in. */
export function PaneCounts({
  item,
  t,
  classNames,
  signedIn,
  hrefs,
  Link,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
  signedIn: boolean;
  hrefs: PaneHrefs;
  Link: LinkComponent;
}) {
  return (
    <div className={cx('trove-pane__counts', classNames.counts)}>
      <p className="trove-pane__count-list">
        <span className="trove-pane__count">
          <HeartIcon /> {formatCount(item.like_count)} {t.likes}
        </span>{' '}
        <span className="trove-pane__count">
          {formatCount(item.comments.length)} {t.comments}
        </span>
      </p>
      {!signedIn && (
        <p className="trove-pane__login">
          <Link href={hrefs.login}>{t.logInToLikeOrComment}</Link>
        </p>
      )}
    </div>
  );
}

/** Section, gallery and caption, each a link to its gallery. */
export function PaneBreadcrumb({
  item,
  t,
  classNames,
  Link,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
  Link: LinkComponent;
}) {
  const levels: { slug: string; params: Partial<GalleryParams> }[] = [];
  const niche = item.niche_slug;
  levels.push({ slug: item.section_slug, params: { niche, section: item.section_slug } });
  if (item.gallery_slug) {
    levels.push({
      slug: item.gallery_slug,
      params: { niche, section: item.section_slug, gallery: item.gallery_slug },
    });
    if (item.caption_slug) {
      levels.push({
        slug: item.caption_slug,
        params: { niche, section: item.section_slug, gallery: item.gallery_slug, caption: item.caption_slug },
      });
    }
  }
  return (
    <nav aria-label={t.breadcrumb} className={cx('trove-pane__breadcrumb', classNames.breadcrumb)}>
      <ol>
        {levels.map((level) => (
          <li key={level.slug}>
            <Link href={galleryHref(level.params)}>{slugTitle(level.slug)}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The created date with its age: `Listed 12 March 2026 (8 months ago)`. */
export function PaneListed({
  item,
  t,
  classNames,
  now,
  timeZone,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
  now: Date;
  timeZone: string | undefined;
}) {
  const text = formatDateWithAge(item.created_date, now, { timeZone });
  if (!text) return null;
  return (
    <p className={cx('trove-pane__listed', classNames.listed)}>
      {t.listed} <time dateTime={item.created_date}>{text}</time>
    </p>
  );
}

/** What only admins see: the view count and the share counters. */
export function PaneAdmin({
  item,
  t,
  classNames,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
}) {
  const shares = Object.entries(item.share_counters);
  return (
    <div className={cx('trove-pane__admin', classNames.admin)}>
      <p className="trove-pane__count">
        <EyeIcon /> {formatCount(item.read_count)} {t.views}
      </p>
      {shares.length > 0 && (
        <p className="trove-pane__shares">
          {t.shares}:{' '}
          {shares.map(([network, count]) => `${titleCase(network)} ${formatCount(count)}`).join(', ')}
        </p>
      )}
    </div>
  );
}

/**
 * The footer: who listed it (logo or photo and name), club and association logo carousels (4 s),
 * a map of its address, and its social links.
 */
export function PaneFooter({
  item,
  t,
  classNames,
  mapImageUrl,
  mapLinkUrl,
  party = true,
  map = true,
}: {
  item: ItemDetail;
  t: PaneTranslations;
  classNames: ClassNames;
  mapImageUrl: MapImageUrl | undefined;
  mapLinkUrl: MapLinkUrl | undefined;
  /** Who listed it: off for an organisation's own pane. */
  party?: boolean;
  /** The map of its first address: off where the pane shows the address itself. */
  map?: boolean;
}) {
  const name = item.user?.display_name.trim() ?? '';
  const showParty = party && (name !== '' || item.detail_logo !== null);
  const logos = (entries: { logo: string | null }[], alt: string) =>
    entries
      .map((entry) => entry.logo)
      .filter((logo): logo is string => Boolean(logo))
      .map((logo, index) => ({
        key: `${index}:${logo}`,
        content: <img src={logo} alt={alt} width={96} height={96} className="trove-pane__logo" />,
      }));
  const clubs = logos(item.clubs, t.clubLogo);
  const associations = logos(item.associations, t.associationLogo);
  const address = map ? item.addresses[0] : undefined;
  const links = item.social_media_links.filter((link) => safeHref(link.url));
  if (!showParty && clubs.length === 0 && associations.length === 0 && !address && links.length === 0) {
    return null;
  }
  return (
    <footer className={cx('trove-pane__footer', classNames.footer)}>
      {showParty && (
        <div className="trove-pane__party">
          {item.detail_logo && (
            <img
              src={item.detail_logo}
              alt={name ? t.logoOf(name) : ''}
              width={48}
              height={48}
              className="trove-pane__party-logo"
            />
          )}
          {name && (
            <p>
              {t.listedBy} <strong>{name}</strong>
            </p>
          )}
        </div>
      )}
      {clubs.length > 0 && (
        <CarouselView slides={clubs} label={t.clubs} intervalMs={CAROUSEL_INTERVAL_MS} translations={t} />
      )}
      {associations.length > 0 && (
        <CarouselView
          slides={associations}
          label={t.associations}
          intervalMs={CAROUSEL_INTERVAL_MS}
          translations={t}
        />
      )}
      {address && (
        <StaticMapView
          address={addressText(address)}
          size={MAP_IMAGE_SIZES[item.item_type === 'ORGANISATION' ? 'organisation' : 'item']}
          mapImageUrl={mapImageUrl}
          mapLinkUrl={mapLinkUrl}
          translations={t}
        />
      )}
      {links.length > 0 && (
        <ul aria-label={t.links} className="trove-pane__social">
          {links.map((link) => (
            <li key={link.url}>
              <ExternalLink url={link.url}>{link.title}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}

/** What the item, event and organisation panes take. */
export interface DetailPaneViewProps {
  item: ItemDetail;
  /** The Close button; without it none (the pane shown on its own). */
  onClose?: (() => void) | undefined;
  /** Above the item: core's `scrollMessage` for anonymous visitors on the item they came in on. */
  scrollMessage?: string | null | undefined;
  /** Signed in: no invitation to log in to like or comment. Default: false. */
  signedIn?: boolean | undefined;
  /** Admins (core's `isAdmin`) see the view count and the share counters. Default: false. */
  admin?: boolean | undefined;
  /** The time the listing's age is counted to. Default: now. */
  now?: Date | undefined;
  /** The time zone of dates and times. Default: the browser's. */
  timeZone?: string | undefined;
  /** The currency of a price that names none. Default: the spec's default configuration (NZD). */
  defaultCurrency?: string | undefined;
  /** Static map images; without it addresses show as text. */
  mapImageUrl?: MapImageUrl | undefined;
  /** Where a map image leads; without it the map is no link. */
  mapLinkUrl?: MapLinkUrl | undefined;
  hrefs?: Partial<PaneHrefs> | undefined;
  linkComponent?: LinkComponent | undefined;
  classNames?: Partial<Record<DetailPaneSlot, string>> | undefined;
  translations?: Partial<PaneTranslations> | undefined;
  /** An item sold by auction: its lot, bidding panel and history (the site passes `LotDetail`). */
  auction?: ReactNode;
  /**
   * An item for sale through the cart: its Buy Now row (price and Add to Cart), shown in place of
   * the price. The site passes `BuyNowRow` of `@trove/react/cart` (kept out of the gallery's bundle).
   */
  buyNow?: ReactNode;
  /**
   * The listing's community part: likes, watch or follow, sharing, comments and the Report link,
   * shown in place of the like and comment counts. The site passes `ListingCommunity` of
   * `@trove/react/community` (kept out of the gallery's bundle). Without it the counts show.
   */
  community?: ReactNode;
}
