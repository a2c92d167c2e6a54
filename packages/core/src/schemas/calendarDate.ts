import * as z from 'zod/mini';

/**
 * Whether `value` is `YYYY-MM-DD` naming a day of the calendar: `2026-13-45` matches the format
 * and is none, and neither is `0000-01-01` (PostgreSQL's dates have no year 0).
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  // A day the month does not have rolls over (2026-02-30 reads as March 2nd) or is no date.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A date on the wire, `YYYY-MM-DD`, that is a day of the calendar; `message` for any other value. */
export function calendarDateSchema(message: string) {
  return z.string(message).check(z.refine(isCalendarDate, message));
}
