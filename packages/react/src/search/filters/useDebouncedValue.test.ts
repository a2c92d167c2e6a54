import { act, renderHook } from '@testing-library/react';
import { TYPEAHEAD_DEBOUNCE_MS } from '@trove/core/gallery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('passes a value on once it has been quiet for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, TYPEAHEAD_DEBOUNCE_MS), {
      initialProps: { value: '' },
    });
    rerender({ value: 'gol' });
    act(() => vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('gol');
  });

  it('starts the wait again on every change, so a burst of typing passes on only its end', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, TYPEAHEAD_DEBOUNCE_MS);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const value of ['g', 'go', 'gol', 'gold']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 10));
    }
    act(() => vi.advanceTimersByTime(10));
    expect(seen).toEqual(['', 'gold']);
  });
});
