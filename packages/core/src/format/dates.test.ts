import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTime, formatDateTimeRange, formatDateWithAge, formatLongDate } from './dates';

const utc = { timeZone: 'UTC' };

describe('formatLongDate', () => {
  it('shows the day, the month by name and the year, in the time zone given', () => {
    expect(formatLongDate('2026-03-12T09:00:00Z', utc)).toBe('12 March 2026');
    // 9 pm UTC is already the next morning in Auckland
    expect(formatLongDate('2026-03-12T21:00:00Z', { timeZone: 'Pacific/Auckland' })).toBe('13 March 2026');
    expect(formatLongDate('not a date', utc)).toBe('');
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('counts the largest whole unit', () => {
    expect(formatAge('2026-03-12T09:00:00Z', now)).toBe('8 months ago');
    expect(formatAge('2024-11-20T12:00:00Z', now)).toBe('2 years ago');
    expect(formatAge('2025-11-21T12:00:00Z', now)).toBe('11 months ago');
    expect(formatAge('2026-10-20T12:00:00Z', now)).toBe('1 month ago');
    expect(formatAge('2026-10-21T12:00:00Z', now)).toBe('4 weeks ago');
    expect(formatAge('2026-11-17T12:00:00Z', now)).toBe('3 days ago');
    expect(formatAge('2026-11-20T08:30:00Z', now)).toBe('3 hours ago');
    expect(formatAge('2026-11-20T11:50:00Z', now)).toBe('10 minutes ago');
    expect(formatAge('2026-11-20T11:59:48Z', now)).toBe('12 seconds ago');
  });

  it('does not look into the future, nor read a bad date', () => {
    expect(formatAge('2026-11-21T00:00:00Z', now)).toBe('0 seconds ago');
    expect(formatAge('soon', now)).toBe('');
  });

  it('joins the date and its age', () => {
    expect(formatDateWithAge('2026-03-12T09:00:00Z', now, utc)).toBe('12 March 2026 (8 months ago)');
    expect(formatDateWithAge('', now, utc)).toBe('');
  });
});

describe('event times', () => {
  it('shows the start with its time, and the end on the same day as a time only', () => {
    expect(formatDateTime('2025-07-12T10:00:00Z', utc)).toBe('Sat, 12 July 2025 at 10:00 am');
    expect(formatDateTimeRange('2025-07-12T10:00:00Z', '2025-07-12T16:00:00Z', utc)).toBe(
      'Sat, 12 July 2025, 10:00 am – 4:00 pm',
    );
    expect(formatDateTimeRange('2025-07-12T10:00:00Z', '2025-07-14T16:00:00Z', utc)).toBe(
      'Sat, 12 July 2025 at 10:00 am – Mon, 14 July 2025 at 4:00 pm',
    );
  });

  it('shows the start alone without a later end, and nothing without a start', () => {
    expect(formatDateTimeRange('2025-07-12T10:00:00Z', null, utc)).toBe('Sat, 12 July 2025 at 10:00 am');
    expect(formatDateTimeRange('2025-07-12T10:00:00Z', '2025-07-12T09:00:00Z', utc)).toBe(
      'Sat, 12 July 2025 at 10:00 am',
    );
    expect(formatDateTimeRange(null, '2025-07-12T09:00:00Z', utc)).toBe('');
  });
});
