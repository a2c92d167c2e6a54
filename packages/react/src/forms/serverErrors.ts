import { isApiError } from '@trove/core';

/** What a form shows of a failed call: messages under its fields, and the rest in an alert. */
export interface ServerErrors {
  /** Messages per form field (several joined), shown under that field. */
  fields?: Readonly<Record<string, string>>;
  /** Messages for the whole form, shown in an alert (role="alert"). */
  alert?: readonly string[];
}

/**
 * Sorts a failed call's errors for a form. Messages of the form's own fields go under them, joined;
 * other fields' messages, non-field errors and `detail` go to the alert. When the server said
 * nothing usable (a 5xx, no body, no connection), the alert says `fallback`.
 */
export function serverErrorsOf(
  error: unknown,
  formFields: readonly string[],
  fallback: string,
): ServerErrors {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { alert: [fallback] };
  const fields: Record<string, string> = {};
  const alert: string[] = [...error.nonFieldErrors];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (formFields.includes(field)) fields[field] = messages.join(' ');
    else alert.push(...messages);
  }
  if (error.detail) alert.push(error.detail);
  if (Object.keys(fields).length === 0 && alert.length === 0) alert.push(fallback);
  return { fields, alert };
}
