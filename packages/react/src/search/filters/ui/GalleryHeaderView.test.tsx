import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@trove/core/gallery';
import { galleryFeaturesFixture } from '@trove/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryHeaderView } from './GalleryHeaderView';

afterEach(() => {
  vi.useRealTimers();
});

const features = galleryFeaturesFixture();

/** The slide shown: the one group of the carousel that is not hidden. */
function shownSlide() {
  const carousel = screen.getByRole('region', { name: 'Featured' });
  const slides = within(carousel).getAllByRole('group', { hidden: true });
  const shown = slides.filter((slide) => !slide.hidden);
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label');
}

describe('GalleryHeaderView', () => {
  it('shows the name, the description paragraphs and the Advanced Search button', () => {
    const onAdvancedSearch = vi.fn();
    render(
      <GalleryHeaderView
        name="Coins"
        description={['Coins from around the world.', 'Browse, buy and show off your coins.']}
        features={features}
        onAdvancedSearch={onAdvancedSearch}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Coins' })).toBeTruthy();
    expect(screen.getByText('Browse, buy and show off your coins.').tagName).toBe('P');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Search' }));
    expect(onAdvancedSearch).toHaveBeenCalledTimes(1);
  });

  it('says what the results were searched for, under the name', () => {
    render(<GalleryHeaderView name="Coins" query="gold sovereign" />);
    const said = screen.getByText('Results for “gold sovereign”');
    expect(said.tagName).toBe('P');
    expect(screen.getByRole('heading', { name: 'Coins' }).compareDocumentPosition(said)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('hides the Advanced Search button when the header says so, and while the header is unknown', () => {
    const { rerender } = render(
      <GalleryHeaderView
        features={{ ...features, hide_advanced_search: true }}
        onAdvancedSearch={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Advanced Search' })).toBeNull();
    rerender(<GalleryHeaderView features={undefined} onAdvancedSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Advanced Search' })).toBeNull();
  });

  it('shows each link block as a navigation named by its title, in its layout', () => {
    render(<GalleryHeaderView name="Coins" features={features} />);
    for (const [title, layout] of [
      ['Popular searches', 'sm'],
      ['Featured galleries', 'lg'],
      ['Explore', 'hz'],
    ] as const) {
      const block = screen.getByRole('navigation', { name: title });
      expect(block.className).toContain(`trove-link-block--${layout}`);
      expect(within(block).getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    const link = screen.getByRole('link', { name: 'British coins' });
    expect(link.getAttribute('href')).toBe('/collectables/coins/british');
  });

  it('shows the alternate logo, named for the gallery', () => {
    render(<GalleryHeaderView name="Coins" features={{ ...features, alternate_logo: '/media/logo.png' }} />);
    expect(screen.getByRole('img', { name: 'Coins logo' }).getAttribute('src')).toBe('/media/logo.png');
  });

  it("keeps the logo's box before it loads: the 116 px thumbnail's width and height", () => {
    render(<GalleryHeaderView name="Coins" features={{ ...features, alternate_logo: '/media/logo.png' }} />);
    const logo = screen.getByRole('img', { name: 'Coins logo' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['116', '116']);
  });
});

describe('banner carousel', () => {
  it('turns every 4000 ms, and pauses', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(4000);
    vi.useFakeTimers();
    render(<GalleryHeaderView features={features} />);
    expect(shownSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(shownSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toBe('2 of 3');
  });

  it('moves by hand, announces slides only while still, and holds while hovered', () => {
    vi.useFakeTimers();
    render(<GalleryHeaderView features={features} />);
    const slides = document.getElementById(
      screen.getByRole('button', { name: 'Next banner' }).getAttribute('aria-controls') ?? '',
    );
    expect(slides?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownSlide()).toBe('3 of 3');
    // the button keeps focus: rotation holds and the slides are announced
    fireEvent.focus(screen.getByRole('button', { name: 'Next banner' }));
    expect(slides?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next banner' }));
    const carousel = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shownSlide()).toBe('1 of 3');
  });

  it('links a banner with a URL and names every slide by its image', () => {
    render(<GalleryHeaderView features={features} />);
    const first = features.banners[0];
    const image = screen.getByRole('img', { name: first?.alt });
    expect(image.closest('a')?.getAttribute('href')).toBe(first?.url);
  });

  it('shows one banner without controls', () => {
    render(<GalleryHeaderView features={{ ...features, banners: features.banners.slice(1, 2) }} />);
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
    expect(shownSlide()).toBe('1 of 1');
  });
});
