/** Joins the class names that are set: `cx('trove-field', invalid && 'trove-field--invalid', classNames.field)`. */
export function cx(...names: (string | undefined | false | null)[]): string {
  return names.filter(Boolean).join(' ');
}
