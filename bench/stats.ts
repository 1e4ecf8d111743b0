// Small statistics for the benches' tables.

export const percent = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[(sorted.length - 1) >> 1] ?? 0) + (sorted[sorted.length >> 1] ?? 0)) / 2;
}

/**
 * A 95 % confidence interval of the median, distribution-free: the order statistics n/2 ∓ 0.98·√n
 * (the binomial's normal approximation), for samples of a few dozen or more.
 */
export function medianInterval(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const half = 0.98 * Math.sqrt(sorted.length);
  const low = Math.max(0, Math.floor(sorted.length / 2 - half));
  const high = Math.min(sorted.length - 1, Math.ceil(sorted.length / 2 + half));
  return [sorted[low] ?? Number.NaN, sorted[high] ?? Number.NaN];
}
