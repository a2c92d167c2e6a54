/** How dates are shown: in which time zone and language. */
export interface DateFormatOptions {
  /** An IANA time zone, e.g. `Pacific/Auckland`. Default: the runtime's own. */
  timeZone?: string | undefined;
  /** A BCP 47 locale. Default: `en-NZ`. */
  locale?: string | undefined;
}

const DEFAULT_LOCALE = 'en-NZ';

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

// ICU versions differ in the spaces they put around times and ranges (narrow, thin, no-break):
// plain spaces read the same and keep the text equal in every browser and in Node.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function dateTimeFormat(options: DateFormatOptions, parts: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(options.locale ?? DEFAULT_LOCALE, {
    ...parts,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return {
    format: (date: Date) => plainSpaces(format.format(date)),
    formatRange: (from: Date, to: Date) => plainSpaces(format.formatRange(from, to)),
  };
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** `12 March 2026`; an empty string for a date that does not parse. */
export function formatLongDate(value: string | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateTimeFormat(options, LONG_DATE).format(date) : '';
}

/** `Sat, 12 July 2025, 10:00 am`; an empty string for a date that does not parse. */
export function formatDateTime(value: string | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateTimeFormat(options, DATE_TIME).format(date) : '';
}

/**
 * An event's when: `Sat, 12 July 2025, 10:00 am – 4:00 pm` on one day, both dates over several;
 * the start alone without an end (or with an end before it); empty without a start.
 */
export function formatDateTimeRange(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
  options: DateFormatOptions = {},
): string {
  const from = start ? toDate(start) : null;
  if (!from) return '';
  const to = end ? toDate(end) : null;
  const format = dateTimeFormat(options, DATE_TIME);
  return to && to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Whole calendar months from `from` to `to` (UTC): a month counts once its day and time of month come round. */
function wholeMonths(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const intoMonth = (date: Date) =>
    date.getUTCDate() * DAY +
    date.getUTCHours() * HOUR +
    date.getUTCMinutes() * MINUTE +
    date.getUTCSeconds() * SECOND +
    date.getUTCMilliseconds();
  return intoMonth(to) < intoMonth(from) ? months - 1 : months;
}

/**
 * How long ago `value` was at `now`, in its largest whole unit: `2 years ago`, `8 months ago`,
 * `3 weeks ago`, `5 days ago`, `4 hours ago`, `10 minutes ago`, `12 seconds ago`. A date in the
 * future (a clock running behind) reads as `0 seconds ago`; one that does not parse as ''.
 */
export function formatAge(
  value: string | Date,
  now: Date,
  options: Pick<DateFormatOptions, 'locale'> = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const format = new Intl.RelativeTimeFormat(options.locale ?? DEFAULT_LOCALE, { numeric: 'always' });
  const elapsed = now.getTime() - date.getTime();
  if (elapsed <= 0) return format.format(-0, 'second');
  const months = wholeMonths(date, now);
  if (months >= 12) return format.format(-Math.floor(months / 12), 'year');
  if (months >= 1) return format.format(-months, 'month');
  if (elapsed >= WEEK) return format.format(-Math.floor(elapsed / WEEK), 'week');
  if (elapsed >= DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed >= HOUR) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed >= MINUTE) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  return format.format(-Math.floor(elapsed / SECOND), 'second');
}

/** A listing's created date with its age (§2): `12 March 2026 (8 months ago)`. */
export function formatDateWithAge(value: string | Date, now: Date, options: DateFormatOptions = {}): string {
  const date = formatLongDate(value, options);
  return date ? `${date} (${formatAge(value, now, options)})` : '';
}
