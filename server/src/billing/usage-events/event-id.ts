import { randomUUID } from "node:crypto";
import { clockNow } from "../../kit/clock.ts";

/**
 * A UUIDv7 (RFC 9562) for a usage event: 48 bits of Unix milliseconds, then random bits. Event
 * ids that grow with time are appended at the end of the primary-key index instead of landing on
 * a random page of it: a 1,000-event batch on SQLite took ~47 ms instead of ~93 ms with random
 * (v4) ids at 100,000–200,000 rows. The time part is the wall clock, not the billing clock: it
 * only orders the index, nothing reads it. The random part is `randomUUID()`'s (its variant bits
 * included), which Node draws from a pooled buffer: ~0.8 ms per 1,000 ids against ~3.5 ms for
 * `randomBytes(16)` per id (measured by the usage bench's profile).
 */
export function newEventId(): string {
  const time = clockNow().getTime().toString(16).padStart(12, "0");
  // randomUUID(): xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx; from index 15 on: the 3 random digits after
  // the version, then the variant group and the rest.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
