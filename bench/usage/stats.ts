export interface Summary {
  count: number;
  median: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles, in ms rounded to 0.1. */
export function summarize(times: readonly number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number): number =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const round = (ms: number): number => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    median: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}
