import * as z from 'zod/mini';

/**
 * How long a text the API stores may be: the spec's limits (§9 of both documents), and 10,000
 * characters for free text the spec leaves unbounded, so no field takes megabytes.
 */
export const TEXT_LIMITS = {
  /** Any one-line text field. */
  text: 255,
  website: 2048,
  subject: 150,
  email: 254,
  displayName: 35,
  /** First and last name. */
  name: 30,
  comment: 255,
  /** Free text the spec does not bound: what a member collects, an invite's message. */
  freeText: 10_000,
} as const;

/** The spec's words for a limit: `This is limited to 255 characters`. */
export function textLimitMessage(max: number): string {
  return `This is limited to ${max.toLocaleString('en-US')} characters`;
}

/** A string of at most `max` characters; the message defaults to the spec's generic one. */
export function limitedText(max: number, message: string = textLimitMessage(max)) {
  return z.string().check(z.maxLength(max, message));
}

/** DRF's words for a list over its limit. */
export function listLimitMessage(max: number): string {
  return `Ensure this field has no more than ${max} elements.`;
}
