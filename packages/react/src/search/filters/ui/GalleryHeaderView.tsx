import type { GalleryFeatures } from '@trove/core/gallery';
import { useId } from 'react';
import { type LinkComponent, PlainLink } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { type BannerCarouselTranslations, BannerCarouselView } from './BannerCarouselView';

export interface GalleryHeaderTranslations {
  advancedSearch: string;
  /** The alternate logo's text alternative. */
  logo: (name: string | undefined) => string;
  /** What the results were searched for: the keywords (`q`). */
  resultsFor: (query: string) => string;
}

export const galleryHeaderTranslations: GalleryHeaderTranslations = /* @__PURE__ */ (() => ({
  advancedSearch: 'Advanced Search',
  logo: (name: string | undefined) => (name ? `${name} logo` : 'Gallery logo'),
  resultsFor: (query: string) => `Results for “${query}”`,
}))();

/** The alternate logo's thumbnail size (§9: 116x116). */
const LOGO_SIZE = 116;

type Slot =
  | 'root'
  | 'logo'
  | 'title'
  | 'query'
  | 'description'
  | 'carousel'
  | 'blocks'
  | 'block'
  | 'blockTitle'
  | 'link'
  | 'advancedSearch';

type LinkBlock = GalleryFeatures['link_blocks'][number];

export interface GalleryHeaderViewProps {
  /** The gallery's name; no heading while unknown. */
  name?: string | undefined;
  /** The gallery's description, one string per paragraph. */
  description?: readonly string[];
  /** The keywords searched for (`q`): the header says the results are theirs. */
  query?: string | undefined;
  /** The place's header; `undefined` while it loads (or when it failed): no banners or links. */
  features?: GalleryFeatures | undefined;
  /** The Advanced Search button; without it (or with the header's hide flag) there is no button. */
  onAdvancedSearch?: (() => void) | undefined;
  /** The name's heading level; link block titles sit one below. Default: 1. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  /** The banners' rotation. Default: 4000 ms. */
  bannerIntervalMs?: number;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<GalleryHeaderTranslations & BannerCarouselTranslations>;
}

/**
 * The gallery header: alternate logo, name, description paragraphs, banner carousel, blocks of
 * links (layouts sm, lg, hz), and the Advanced Search button unless the header hides it.
 */
export function GalleryHeaderView({
  name,
  description = [],
  query,
  features,
  onAdvancedSearch,
  headingLevel = 1,
  bannerIntervalMs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: GalleryHeaderViewProps) {
  const t = { ...galleryHeaderTranslations, ...translations };
  const Title = `h${headingLevel}` as const;
  const showAdvancedSearch = onAdvancedSearch && features && !features.hide_advanced_search;
  return (
    <div className={cx('trove-root', 'trove-gallery-header', classNames.root)}>
      <div className="trove-gallery-header__intro">
        {features?.alternate_logo && (
          <img
            src={features.alternate_logo}
            alt={t.logo(name)}
            // a logo comes as a square 116 px thumbnail (§9): its box is kept before it loads, so the
            // name beside it does not move when it comes (a logo of another shape takes its own once loaded)
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            className={cx('trove-gallery-header__logo', classNames.logo)}
          />
        )}
        {name && <Title className={cx('trove-gallery-header__title', classNames.title)}>{name}</Title>}
        {showAdvancedSearch && (
          <button
            type="button"
            className={cx('trove-button', 'trove-gallery-header__advanced', classNames.advancedSearch)}
            onClick={onAdvancedSearch}
          >
            {t.advancedSearch}
          </button>
        )}
      </div>
      {query && <p className={cx('trove-gallery-header__query', classNames.query)}>{t.resultsFor(query)}</p>}
      {description.length > 0 && (
        <div className={cx('trove-gallery-header__description', classNames.description)}>
          {description.map((paragraph, index) => (
            // paragraphs have no id and never move
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {features && features.banners.length > 0 && (
        <BannerCarouselView
          banners={features.banners}
          intervalMs={bannerIntervalMs}
          linkComponent={Link}
          classNames={{ root: classNames.carousel }}
          translations={translations}
        />
      )}
      {features && features.link_blocks.length > 0 && (
        <div className={cx('trove-gallery-header__blocks', classNames.blocks)}>
          {features.link_blocks.map((block) => (
            <LinkBlockView
              key={`${block.layout}:${block.title}`}
              block={block}
              headingLevel={Math.min(headingLevel + 1, 6) as 2 | 3 | 4 | 5 | 6}
              Link={Link}
              classNames={classNames}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function LinkBlockView({
  block,
  headingLevel,
  Link,
  classNames,
}: {
  block: LinkBlock;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  Link: LinkComponent;
  classNames: Partial<Record<Slot, string>>;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <nav
      aria-labelledby={titleId}
      className={cx('trove-link-block', `trove-link-block--${block.layout}`, classNames.block)}
    >
      <Heading id={titleId} className={cx('trove-link-block__title', classNames.blockTitle)}>
        {block.title}
      </Heading>
      <ul className="trove-link-block__links">
        {block.links.map((link) => (
          <li key={`${link.url}:${link.text}`}>
            <Link href={link.url} className={cx('trove-link-block__link', classNames.link)}>
              {link.image && <img src={link.image} alt="" className="trove-link-block__image" />}
              <span className="trove-link-block__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
