import { periodDiscount } from "../subscriptions/renewal-amounts.ts";
import { CANCELLATION_REASONS, type CancellationReason } from "./definitions.ts";
import type { StartedSubscription } from "./repository.ts";

/**
 * The subscription metrics of each period, from the subscriptions that ever started. A period's
 * stock figures (active, committed, MRR, ARPU) are taken at its end — or now, for the period under
 * way — and its flows (new, canceled, churned) are what happened within it. Each subscription
 * covers a run of consecutive periods, so it is added to a difference array at the first and
 * taken off after the last: the work is one pass over the subscriptions plus one over the periods.
 */

export type SubscriptionPeriod = {
  active: number;
  committed: number;
  mrr: number;
  committedMrr: number;
  trialMrr: number;
  arpu: number;
  started: number;
  churned: number;
  /** Active at the period's start: with those started within it, churn rate's denominator. */
  activeAtStart: number;
  canceled: number;
  canceledByReason: Record<CancellationReason, number>;
};

/** Months in one recurring interval (a week is 52/12 of a month's share, a day 365/12). */
const MONTHLY_FACTOR: Record<string, number> = { year: 1 / 12, month: 1, week: 52 / 12, day: 365 / 12 };

/** The subscription's recurring amount per month, in minor units: its price less the discount of its current period. */
export function monthlyAmount(row: StartedSubscription & { amount: number }): number {
  const discount = row.discount
    ? periodDiscount({ ...row.discount, ...row }, row.discount.period_number, row.discount.current_period_start)
    : 0;
  const factor = MONTHLY_FACTOR[row.recurring_interval] ?? 1;
  return Math.round(((row.amount - discount) * factor) / Math.max(1, row.recurring_interval_count));
}

/** First index whose instant is after `time` (or at/after it with `inclusive`); `instants` ascend. */
function firstIndex(instants: Float64Array, time: number, inclusive = false): number {
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const instant = instants[middle] as number;
    if (instant > time || (inclusive && instant === time)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The period holding `time`, or -1 outside the boundaries. */
function periodOf(boundaries: Float64Array, time: number): number {
  const index = firstIndex(boundaries, time) - 1;
  return index < boundaries.length - 1 ? index : -1;
}

/** The instant each period's stock is taken: its end, or now while it is under way. */
export function snapshotInstants(boundaries: readonly string[], now: string): string[] {
  return boundaries.slice(1).map((end, index) => ((boundaries[index] as string) <= now && now < end ? now : end));
}

/** ISO texts as epoch milliseconds, for binary searches over numbers (10,000 subscriptions × ~8 searches). */
const epochs = (times: readonly string[]) => Float64Array.from(times, (time) => Date.parse(time));
const epochOf = (time: string | null) => (time === null ? null : Date.parse(time));

class RunningSum {
  private readonly deltas: Float64Array;
  constructor(readonly length: number) {
    this.deltas = new Float64Array(length + 1);
  }
  add(from: number, to: number, value: number): void {
    if (from >= to) return;
    this.deltas[from] = (this.deltas[from] ?? 0) + value;
    this.deltas[to] = (this.deltas[to] ?? 0) - value;
  }
  values(): number[] {
    const values: number[] = [];
    let running = 0;
    for (let index = 0; index < this.length; index++) {
      running += this.deltas[index] ?? 0;
      values.push(Math.round(running));
    }
    return values;
  }
}

type IndexRange = [from: number, to: number];

/** Merges ranges into disjoint ones (a customer with two overlapping subscriptions counts once). */
function mergedRanges(ranges: IndexRange[]): IndexRange[] {
  const merged: IndexRange[] = [];
  for (const [from, to] of ranges.sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export function subscriptionSeries(
  rows: readonly StartedSubscription[],
  boundaries: readonly string[],
  now: string,
): SubscriptionPeriod[] {
  const periods = boundaries.length - 1;
  const snapshots = epochs(snapshotInstants(boundaries, now));
  const starts = epochs(boundaries.slice(0, -1));
  const edges = epochs(boundaries);
  const [active, committed, mrr, committedMrr, trialMrr, activeAtStart, payers] = Array.from(
    { length: 7 },
    () => new RunningSum(periods),
  ) as [RunningSum, RunningSum, RunningSum, RunningSum, RunningSum, RunningSum, RunningSum];
  const flows = Array.from({ length: periods }, () => ({
    started: 0,
    churned: 0,
    canceled: 0,
    canceledByReason: Object.fromEntries(CANCELLATION_REASONS.map((reason) => [reason, 0])) as Record<
      CancellationReason,
      number
    >,
  }));
  const payingRanges = new Map<string, IndexRange[]>();

  for (const row of rows) {
    const startedAt = Date.parse(row.started_at);
    const end = epochOf(row.end_at);
    const trialEnd = epochOf(row.trial_end);
    const canceledAt = epochOf(row.canceled_at);
    // Active while started before the instant and not yet ended at it.
    const from = firstIndex(snapshots, startedAt);
    const to = end !== null ? firstIndex(snapshots, end) : periods;
    const paidFrom = Math.max(from, trialEnd !== null ? firstIndex(snapshots, trialEnd, true) : 0);
    const cancelFrom = Math.min(to, canceledAt !== null ? firstIndex(snapshots, canceledAt, true) : periods);
    active.add(from, to, 1);
    committed.add(from, cancelFrom, 1);
    activeAtStart.add(firstIndex(starts, startedAt), end !== null ? firstIndex(starts, end) : periods, 1);
    // Money in the scope's currency only (the amount is null in another).
    if (row.amount !== null) {
      const monthly = monthlyAmount({ ...row, amount: row.amount });
      mrr.add(paidFrom, to, monthly);
      committedMrr.add(paidFrom, cancelFrom, monthly);
      trialMrr.add(from, Math.min(paidFrom, to), monthly);
      if (paidFrom < to) {
        const ranges = payingRanges.get(row.customer_id) ?? [];
        ranges.push([paidFrom, to]);
        payingRanges.set(row.customer_id, ranges);
      }
    }
    const startedIn = periodOf(edges, startedAt);
    if (startedIn >= 0) (flows[startedIn] as (typeof flows)[number]).started++;
    const endedIn = end !== null ? periodOf(edges, end) : -1;
    if (endedIn >= 0) (flows[endedIn] as (typeof flows)[number]).churned++;
    const canceledIn = canceledAt !== null ? periodOf(edges, canceledAt) : -1;
    if (canceledIn >= 0) {
      const flow = flows[canceledIn] as (typeof flows)[number];
      flow.canceled++;
      const reason = (CANCELLATION_REASONS as readonly string[]).includes(row.customer_cancellation_reason ?? "")
        ? (row.customer_cancellation_reason as CancellationReason)
        : "other";
      flow.canceledByReason[reason]++;
    }
  }
  for (const ranges of payingRanges.values()) for (const [from, to] of mergedRanges(ranges)) payers.add(from, to, 1);

  const [activeValues, committedValues, mrrValues, committedMrrValues, trialMrrValues, atStartValues, payerValues] = [
    active,
    committed,
    mrr,
    committedMrr,
    trialMrr,
    activeAtStart,
    payers,
  ].map((sum) => sum.values()) as [number[], number[], number[], number[], number[], number[], number[]];
  return flows.map((flow, index) => {
    const payersNow = payerValues[index] ?? 0;
    const monthly = mrrValues[index] ?? 0;
    return {
      ...flow,
      active: activeValues[index] ?? 0,
      committed: committedValues[index] ?? 0,
      mrr: monthly,
      committedMrr: committedMrrValues[index] ?? 0,
      trialMrr: trialMrrValues[index] ?? 0,
      arpu: payersNow > 0 ? Math.round(monthly / payersNow) : 0,
      activeAtStart: atStartValues[index] ?? 0,
    };
  });
}
