import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@trove/core/gallery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselView } from './CarouselView';

const slides = ['A', 'B', 'C'].map((name) => ({ key: name, content: <p>Logo {name}</p> }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CarouselView', () => {
  it('moves on every 4 seconds, round to the first', () => {
    render(<CarouselView slides={slides} label="Clubs" intervalMs={CAROUSEL_INTERVAL_MS} />);
    expect(screen.getByText('Logo A')).toBeDefined();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Logo A')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Logo B')).toBeDefined();
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Logo A')).toBeDefined();
  });

  it('holds while hovered, and stops when paused', () => {
    render(<CarouselView slides={slides} label="Clubs" intervalMs={CAROUSEL_INTERVAL_MS} />);
    const carousel = screen.getByRole('region', { name: 'Clubs' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Logo A')).toBeDefined();
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Logo A')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Logo B')).toBeDefined();
  });

  it('does not move by itself without an interval, and a single slide has no controls', () => {
    const { rerender } = render(<CarouselView slides={slides} label="Images" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Logo A')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    rerender(<CarouselView slides={slides.slice(0, 1)} label="Images" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
