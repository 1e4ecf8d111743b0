import type { Generated } from "kysely";

/**
 * One revocation: a session (by id) or a user (every session of theirs created until `revoked_at`)
 * that a cached session cookie may no longer answer for. Rows live as long as a cookie cache
 * cached before them may (COOKIE_CACHE_MAX_AGE, plus a margin), then are pruned. `id` grows with
 * every row, so each process reads only what is new; bigints are strings on PostgreSQL, numbers on
 * SQLite.
 */
export type SessionRevocationTable = {
  id: Generated<number | string>;
  /** `session` or `user`. */
  kind: string;
  /** The session's id or the user's id. */
  subject_id: string;
  /** Milliseconds since the epoch (the wall clock of the process that recorded it). */
  revoked_at: number | string;
};

export type SessionRevocationTables = { session_revocation: SessionRevocationTable };
