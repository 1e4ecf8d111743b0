import { i18n } from "../../../i18n/i18n";

const DAY = 86_400;

/** Choices for a new key's lifetime; the server's default configuration allows 1 to 365 days. */
export const EXPIRY_OPTIONS = [
  { value: "never", seconds: null },
  { value: "7", seconds: 7 * DAY },
  { value: "30", seconds: 30 * DAY },
  { value: "90", seconds: 90 * DAY },
  { value: "365", seconds: 365 * DAY },
] as const;

type ExpiryOption = (typeof EXPIRY_OPTIONS)[number];

/** "Never", "7 days", "1 year", in the page's language. */
export function expiryLabel({ seconds }: ExpiryOption): string {
  if (seconds === null) return i18n.t("api-keys:expiry.never");
  const days = seconds / DAY;
  return days % 365 === 0
    ? i18n.t("api-keys:expiry.years", { count: days / 365 })
    : i18n.t("api-keys:expiry.days", { count: days });
}

export function expirySeconds(choice: string): number | null {
  return EXPIRY_OPTIONS.find((option) => option.value === choice)?.seconds ?? null;
}
