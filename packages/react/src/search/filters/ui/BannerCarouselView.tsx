import { BANNER_SIZES, CAROUSEL_INTERVAL_MS, type GalleryFeatures } from '@trove/core/gallery';
import { useId } from 'react';
import { type LinkComponent, PlainLink } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { useCarousel } from '../useCarousel';

export interface BannerCarouselTranslations {
  label: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  slide: (position: number, count: number) => string;
}

export const bannerCarouselTranslations: BannerCarouselTranslations = /* @__PURE__ */ (() => ({
  label: 'Featured',
  pause: 'Pause banners',
  play: 'Play banners',
  previous: 'Previous banner',
  next: 'Next banner',
  slide: (position: number, count: number) => `${position} of ${count}`,
}))();

type Slot = 'root' | 'controls' | 'button' | 'slides' | 'slide' | 'image';

/** A thumbnail of ours: `{where}/thumbnails/{name}-{W}x{H}`. */
const THUMBNAIL = /^(.*\/thumbnails\/[\w.-]+)-(\d+x\d+)$/;

/**
 * Every banner size of a banner image of ours at one of them, for the browser to pick the one its
 * width needs; none for an image from elsewhere (or of ours at a square size): it has no others.
 */
function bannerSrcSet(image: string): string | undefined {
  const [, stem, size = ''] = THUMBNAIL.exec(image) ?? [];
  // core's 4:1 banner sizes, smallest first: the server renders each of a banner image of ours
  if (!(BANNER_SIZES as readonly string[]).includes(size)) return undefined;
  return BANNER_SIZES.map((other) => `${stem}-${other} ${other.split('x')[0]}w`).join(', ');
}

/**
 * How wide a banner shows: the header's width (the page's less its padding), at most 720 px
 * (search.css), so a phone takes the 400 px banner at 1x and the 1200 at 3x, a desktop the 800.
 */
const BANNER_WIDTHS = '(min-width: 752px) 720px, calc(100vw - 32px)';

export interface BannerCarouselViewProps {
  banners: GalleryFeatures['banners'];
  /** Default: core's `CAROUSEL_INTERVAL_MS`, 4000 ms (§9). */
  intervalMs?: number;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<BannerCarouselTranslations>;
}

/**
 * The gallery header's banners as an auto-rotating carousel (WAI-ARIA carousel pattern): a pause
 * button first, previous and next, rotation held while hovered or focused, slides announced only
 * when the visitor moves them. A visitor who prefers reduced motion starts paused.
 */
export function BannerCarouselView({
  banners,
  intervalMs = CAROUSEL_INTERVAL_MS,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: BannerCarouselViewProps) {
  const t = { ...bannerCarouselTranslations, ...translations };
  const slidesId = useId();
  const carousel = useCarousel(banners.length, intervalMs);
  if (banners.length === 0) return null;
  const several = banners.length > 1;
  const buttonClass = cx(
    'trove-button',
    'trove-button--compact',
    'trove-carousel__button',
    classNames.button,
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.label}
      className={cx('trove-carousel', 'trove-carousel--banner', classNames.root)}
      onMouseEnter={() => carousel.setHeld({ hovered: true })}
      onMouseLeave={() => carousel.setHeld({ hovered: false })}
      onFocus={() => carousel.setHeld({ focused: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          carousel.setHeld({ focused: false });
      }}
    >
      {several && (
        <div className={cx('trove-carousel__controls', classNames.controls)}>
          <button
            type="button"
            className={buttonClass}
            onClick={() => carousel.setPlaying(!carousel.playing)}
          >
            <span aria-hidden="true">{carousel.playing ? '❚❚' : '▶'}</span>
            <span className="trove-visually-hidden">{carousel.playing ? t.pause : t.play}</span>
          </button>
          <button type="button" className={buttonClass} aria-controls={slidesId} onClick={carousel.previous}>
            <span aria-hidden="true">‹</span>
            <span className="trove-visually-hidden">{t.previous}</span>
          </button>
          <button type="button" className={buttonClass} aria-controls={slidesId} onClick={carousel.next}>
            <span aria-hidden="true">›</span>
            <span className="trove-visually-hidden">{t.next}</span>
          </button>
        </div>
      )}
      <div
        id={slidesId}
        className={cx('trove-carousel__slides', classNames.slides)}
        aria-live={carousel.rotating ? 'off' : 'polite'}
      >
        {banners.map((banner, index) => {
          const srcSet = bannerSrcSet(banner.image);
          const image = (
            <img
              src={banner.image}
              srcSet={srcSet}
              sizes={srcSet && BANNER_WIDTHS}
              alt={banner.alt}
              // the banner's 4:1 box is kept before it loads (search.css shows any other shape whole in it)
              width={1600}
              height={400}
              // the first banner is a phone's largest paint; the others wait until they are shown
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={cx('trove-carousel__image', classNames.image)}
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern makes each slide a group, not a fieldset
            <div
              key={banner.image}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide(index + 1, banners.length)}
              className={cx('trove-carousel__slide', classNames.slide)}
              hidden={index !== carousel.index}
            >
              {banner.url ? <Link href={banner.url}>{image}</Link> : image}
            </div>
          );
        })}
      </div>
    </section>
  );
}
