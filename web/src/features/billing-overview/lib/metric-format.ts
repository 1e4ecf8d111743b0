import { formatNumber } from "../../../i18n/format";
import { formatAmount } from "../../billing-products/lib/types";
import type { MetricType } from "./types";

const SCALAR: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 1 };

/** A metric's value as its type says: money in minor units of `currency`, a ratio as a percentage, else a count. */
export function formatMetric(value: number | undefined, type: MetricType, currency: string): string {
  const number = value ?? 0;
  if (type === "currency" || type === "currency_sub_cent") return formatAmount(number, currency);
  if (type === "percentage") return formatNumber(number, PERCENT);
  return formatNumber(number, SCALAR);
}

/** The change from the previous period, e.g. "+12.5%"; null when there is nothing to compare with. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}

export function formatChange(change: number): string {
  const text = formatNumber(Math.abs(change), PERCENT);
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : text;
}
