import * as z from 'zod/mini';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether `value` is `YYYY-MM-DD` naming a day of the calendar: `2026-13-45` matches the format
 * and is none, and neither is `0000-01-01` (PostgreSQL's dates have no year 0).
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** A date on the wire, `YYYY-MM-DD`, that is a day of the calendar; `message` for any other value. */
export function calendarDateSchema(message: string) {
  return z.string(message).check(z.refine(isCalendarDate, message));
}
