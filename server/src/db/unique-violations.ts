/**
 * A unique constraint refused the write: PostgreSQL reports 23505, better-sqlite3
 * SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY). Drivers may wrap the error, so causes are followed.
 */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") return true;
  return isUniqueViolation((error as { cause?: unknown }).cause, depth + 1);
}
