import { type ReactNode, useEffect, useState } from 'react';
import { cx } from '../../../styles/cx';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../ui/icons';
import { type PaneTranslations, paneTranslations } from './paneTranslations';

export type CarouselTranslations = Pick<PaneTranslations, 'previous' | 'next' | 'pause' | 'play' | 'slideOf'>;

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

type Slot = 'root' | 'slide' | 'controls';

export interface CarouselViewProps {
  /** The slides; only the current one is drawn. */
  slides: readonly CarouselSlide[];
  /** What the carousel shows, e.g. "Images" or "Clubs". */
  label: string;
  /**
   * Moves to the next slide every this many ms (core's `CAROUSEL_INTERVAL_MS` for logo carousels),
   * with a Pause button; it holds while hovered or focused, and starts paused for visitors who
   * prefer reduced motion. Default: none, slides move only when asked.
   */
  intervalMs?: number;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<CarouselTranslations>;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slides one at a time, with Previous and Next (and Pause when it moves on by itself). */
export function CarouselView({
  slides,
  label,
  intervalMs,
  classNames = {},
  translations,
}: CarouselViewProps) {
  const t = { ...paneTranslations, ...translations };
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const rotating = intervalMs !== undefined && count > 1 && !paused;

  useEffect(() => {
    if (!rotating || held) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, held, intervalMs, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const slide = slides[current] as CarouselSlide;
  if (count === 1) {
    return <div className={cx('trove-carousel', classNames.root)}>{slide.content}</div>;
  }
  const go = (step: number) => setIndex((current + step + count) % count);
  return (
    <section
      className={cx('trove-carousel', classNames.root)}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {/* a moving carousel does not announce every slide; one moved by hand does */}
      <div className="trove-carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form's fieldset */}
        <div
          key={slide.key}
          role="group"
          aria-roledescription="slide"
          aria-label={t.slideOf(current + 1, count)}
          className={cx('trove-carousel__slide', classNames.slide)}
        >
          {slide.content}
        </div>
      </div>
      <div className={cx('trove-carousel__controls', classNames.controls)}>
        {intervalMs !== undefined && (
          <button
            type="button"
            className="trove-button trove-carousel__button"
            onClick={() => setPaused(!paused)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span className="trove-visually-hidden">{paused ? t.play : t.pause}</span>
          </button>
        )}
        <button type="button" className="trove-button trove-carousel__button" onClick={() => go(-1)}>
          <ChevronLeftIcon />
          <span className="trove-visually-hidden">{t.previous}</span>
        </button>
        <span className="trove-carousel__position" aria-hidden="true">
          {current + 1} / {count}
        </span>
        <button type="button" className="trove-button trove-carousel__button" onClick={() => go(1)}>
          <ChevronRightIcon />
          <span className="trove-visually-hidden">{t.next}</span>
        </button>
      </div>
    </section>
  );
}
