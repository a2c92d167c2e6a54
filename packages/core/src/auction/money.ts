// Wire amounts are decimals in the lot's currency; the engine counts whole minor units (cents).

/** 12.5 → 1250. Rounds away the binary fraction noise of decimals (0.1 + 0.2). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** 1250 → 12.5. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}
