import { formatDateWith } from "../i18n/format";

/** Dates arrive as Date or ISO strings depending on the client's JSON parsing. */
export function formatDateTime(value: Date | string | null | undefined): string {
  return formatDateWith(value, { dateStyle: "medium", timeStyle: "short" });
}

/** The day alone ("Dec 24, 2026"), for terms where the time of day is noise. */
export function formatDate(value: Date | string | null | undefined): string {
  return formatDateWith(value, { dateStyle: "medium" });
}
