import type { User } from '../schemas/user';

type ProfileFields = Pick<
  User,
  'title' | 'first_name' | 'last_name' | 'postal_address_city' | 'postal_address_country'
>;

/** A profile is complete with the fields the profile form requires: title, names, city and country. */
export function isProfileComplete(user: ProfileFields): boolean {
  return Boolean(
    user.title &&
      user.first_name.trim() &&
      user.last_name.trim() &&
      user.postal_address_city?.trim() &&
      user.postal_address_country?.trim(),
  );
}

/** A dependant's birthday keeps only month and year: `2014-05-17` → `2014-05-01`. */
export function toMonthOfBirth(date: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${date}"`);
  return `${match[1]}-${match[2]}-01`;
}

/** The form's month-and-year value (`YYYY-MM`) as the API's date, the first of that month. */
export function fromMonthInput(value: string): string {
  return toMonthOfBirth(`${value}-01`);
}

/** The API's date as the form's month-and-year value (`YYYY-MM`). */
export function toMonthInput(date: string): string {
  return toMonthOfBirth(date).slice(0, 7);
}
