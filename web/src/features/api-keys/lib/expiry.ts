const DAY = 86_400;

/** Choices for a new key's lifetime; the server's default configuration allows 1 to 365 days. */
export const EXPIRY_OPTIONS = [
  { value: "never", label: "Never", seconds: null },
  { value: "7", label: "7 days", seconds: 7 * DAY },
  { value: "30", label: "30 days", seconds: 30 * DAY },
  { value: "90", label: "90 days", seconds: 90 * DAY },
  { value: "365", label: "1 year", seconds: 365 * DAY },
] as const;

export function expirySeconds(choice: string): number | null {
  return EXPIRY_OPTIONS.find((option) => option.value === choice)?.seconds ?? null;
}
