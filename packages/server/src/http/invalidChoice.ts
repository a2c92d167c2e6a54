/**
 * DRF's message for a value outside a choice field's options. Only a scalar is quoted back, cut
 * to 50 characters: a megabyte is not echoed, and a list or object is never turned into text (a
 * deeply nested one would overflow the stack doing so).
 */
export function invalidChoice(input: unknown): string {
  if (typeof input === 'string' || typeof input === 'number' || typeof input === 'boolean') {
    return `"${String(input).slice(0, 50)}" is not a valid choice.`;
  }
  return 'Not a valid choice.';
}
