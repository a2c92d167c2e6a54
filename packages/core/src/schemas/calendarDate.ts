import * as z from 'zod/mini';

/**
 * `YYYY-MM-DD` naming a day of the calendar: months of 30 and 31 days, February's 29th in leap
 * years only (divisible by 4, centuries by 400), no year 0000 (PostgreSQL's dates have no year 0).
 * One regex, not a refinement: `z.refine` adds about 1 kB of zod to every widget that loads the
 * gallery's schemas, where `z.regex` is already in.
 */
const CALENDAR_DATE =
  /^(?!0000)(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:\d\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$/;

/** Whether `value` is `YYYY-MM-DD` naming a day of the calendar: `2026-13-45` matches the format and is none. */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value);
}

/** A date on the wire, `YYYY-MM-DD`, that is a day of the calendar; `message` for any other value. */
export function calendarDateSchema(message: string) {
  return z.string(message).check(z.regex(CALENDAR_DATE, message));
}
