/**
 * An "Allowed IP addresses" textarea (one address or CIDR range per line) as the server takes it:
 * blank lines dropped. The server checks and normalises each entry and names a bad one.
 */
export function ipAllowlistFromLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** What a key or token answers beside its other fields: its list, empty when any address may use it. */
export function ipAllowlistOf(record: object): string[] {
  const list: unknown = "ipAllowlist" in record ? record.ipAllowlist : undefined;
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === "string") : [];
}
