/** 128 random bits, hex. `crypto.randomUUID` exists only on https pages; a partner page may be plain http. */
export function randomKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
