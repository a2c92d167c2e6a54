import { render, screen } from '@testing-library/react';
import { bannerImageFixture } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { BannerCarouselView } from './BannerCarouselView';

const ours = {
  image: '/thumbnails/demo-banner-coins-of-the-month-1200x300',
  url: '/collectables/coins',
  alt: 'Coins of the month',
};
const elsewhere = {
  image: 'https://cdn.example/banners/fair.png',
  url: null,
  alt: 'Winter coin fair',
};

describe('BannerCarouselView', () => {
  it('offers every banner size of a banner of ours, and asks for the first one first', () => {
    render(<BannerCarouselView banners={[ours, elsewhere]} />);
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first?.getAttribute('alt')).toBe('Coins of the month');
    expect(first?.getAttribute('src')).toBe(ours.image);
    expect(first?.getAttribute('srcset')).toBe(
      [
        '/thumbnails/demo-banner-coins-of-the-month-400x100 400w',
        '/thumbnails/demo-banner-coins-of-the-month-800x200 800w',
        '/thumbnails/demo-banner-coins-of-the-month-1200x300 1200w',
        '/thumbnails/demo-banner-coins-of-the-month-1600x400 1600w',
      ].join(', '),
    );
    expect(first?.getAttribute('sizes')).toContain('100vw');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    // the 4:1 box is reserved before the image comes
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['1600', '400']);
    // the next slide waits until it is shown
    expect(second?.getAttribute('fetchpriority')).toBeNull();
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the origin of a banner of ours on another server', () => {
    render(
      <BannerCarouselView
        banners={[{ ...ours, image: 'https://trove.example/thumbnails/demo-banner-coins-400x100' }]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('srcset')).toMatch(
      /^https:\/\/trove\.example\/thumbnails\/demo-banner-coins-400x100 400w, .*-1600x400 1600w$/,
    );
  });

  it('shows an image from elsewhere, or of ours at a square size, as it is: no other sizes', () => {
    const square = { ...ours, image: '/thumbnails/demo-coin-4-393x393', alt: 'A coin' };
    const data = { ...ours, image: bannerImageFixture(210, 'Fair'), alt: 'Fair' };
    render(<BannerCarouselView banners={[elsewhere, square, data]} />);
    for (const image of screen.getAllByRole('img', { hidden: true })) {
      expect(image.getAttribute('srcset'), image.getAttribute('alt') ?? '').toBeNull();
      expect(image.getAttribute('sizes')).toBeNull();
    }
    expect(screen.getByRole('img', { name: 'Winter coin fair' }).getAttribute('src')).toBe(elsewhere.image);
  });
});
