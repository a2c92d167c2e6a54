/** Large counts as a number, k or M (one decimal, dropped when zero); values under 1 show '-'. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 1) return '-';
  const scaled = (n: number, unit: string) => `${Number((Math.floor(n * 10) / 10).toFixed(1))}${unit}`;
  if (value >= 1_000_000) return scaled(value / 1_000_000, 'M');
  if (value >= 1_000) return scaled(value / 1_000, 'k');
  return String(Math.floor(value));
}
