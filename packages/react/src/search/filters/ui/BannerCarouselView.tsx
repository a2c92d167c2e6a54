import {
  BANNER_IMAGE_SIZES,
  bannerImageSet,
  CAROUSEL_INTERVAL_MS,
  type GalleryFeatures,
} from '@trove/core/gallery';
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
          const srcSet = bannerImageSet(banner.image);
          const image = (
            <img
              src={banner.image}
              srcSet={srcSet}
              sizes={srcSet && BANNER_IMAGE_SIZES}
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
