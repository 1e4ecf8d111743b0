/**
 * A revocation as every process keeps it: a session (by id) that ended, or a user whose sessions
 * created until `revokedAt` ended (a ban, a deletion). Times are milliseconds of the wall clock,
 * the clock cookie-cached sessions carry.
 */
export type Revocation = { kind: "session" | "user"; subjectId: string; revokedAt: number };

/**
 * The revocations of the last cookie-cache lifetime, in memory, answering "may this cached
 * cookie be trusted?" with one or two Map lookups and no allocation (get-session's hot path asks
 * it on every cache hit). An entry only sends a cookie back to the database, which has the final
 * say, so an entry too many (a revocation that rolled back, one not yet pruned) costs a read,
 * never a wrong answer; an entry missing would let a revoked cookie answer, so entries are kept
 * for the whole `retentionMs`.
 */
export class RevocationList {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, number>();

  constructor(private readonly retentionMs: number) {}

  /** Adds an entry (again: idempotent; a user's later revocation replaces an earlier one). */
  add(entry: Revocation, now: number): void {
    if (entry.revokedAt + this.retentionMs <= now) return;
    const map = entry.kind === "session" ? this.sessions : this.users;
    const known = map.get(entry.subjectId);
    if (known === undefined || known < entry.revokedAt) map.set(entry.subjectId, entry.revokedAt);
  }

  /**
   * Whether a cached session must be read from the database again: the session was revoked, or
   * its user was, at or after the session's creation (a session made after an unban is fine).
   */
  refuses(sessionId: string, userId: string, sessionCreatedAt: number): boolean {
    if (this.sessions.size === 0 && this.users.size === 0) return false;
    if (this.sessions.has(sessionId)) return true;
    const userRevokedAt = this.users.get(userId);
    return userRevokedAt !== undefined && sessionCreatedAt <= userRevokedAt;
  }

  /** Drops the entries older than the retention: every cookie cached before them has expired. */
  prune(now: number): void {
    const cutoff = now - this.retentionMs;
    for (const map of [this.sessions, this.users])
      for (const [subject, revokedAt] of map) if (revokedAt <= cutoff) map.delete(subject);
  }

  get size(): number {
    return this.sessions.size + this.users.size;
  }
}
