/** Whether a failed query broke a unique constraint (SQLSTATE 23505), with either driver. */
export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE is on the cause.
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// What a failed query carries that may hold members' data: Drizzle's bound parameters (a password
// hash, an email), the driver's copy of them, and PostgreSQL's `detail` ("Failing row contains
// (…)", "Key (email)=(…)").
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

/** Whether a field of an error may hold the values of a query, and must stay out of logs. */
export const isQueryValueField = (field: string) => VALUE_FIELDS.has(field);

/**
 * The values bound to the failed queries of an error and its causes, as text: PostgreSQL quotes
 * them in messages too (`invalid input syntax for type integer: "…"`). Short values (ids, flags)
 * are left out: they name nobody, and hiding them would garble every number in a stack.
 */
export function queryValuesOf(error: unknown): string[] {
  const values = new Set<string>();
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 10;
    current = current.cause, depth += 1
  ) {
    const params = (current as { params?: unknown }).params;
    if (!Array.isArray(params)) continue;
    for (const value of params) {
      if (value === null || value === undefined) continue;
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      if (text.length >= 4) values.add(text);
    }
  }
  // Longest first, so a value inside another is not replaced first.
  return [...values].sort((a, b) => b.length - a.length);
}

/** `text` with every value of `values` replaced by `[redacted]`. */
export function withoutQueryValues(text: string, values: readonly string[]): string {
  let clean = text;
  for (const value of values) clean = clean.split(value).join('[redacted]');
  return clean;
}
