/**
 * A write refused by a constraint (PostgreSQL's class 23, SQLite's SQLITE_CONSTRAINT_*): the row
 * clashes with data, typically written meanwhile by the running server. Anything else (a lost
 * connection, a full disk) fails the run instead of refusing every row after it.
 */
export function isConstraintViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (/^23\d{3}$/.test(code) || code.startsWith("SQLITE_CONSTRAINT"))) return true;
  return isConstraintViolation((error as { cause?: unknown }).cause, depth + 1);
}

/** Reading the input failed part-way (a malformed file): the rows read before it stay imported. */
export class UnreadableInput extends Error {
  override name = "UnreadableInput";

  constructor(
    message: string,
    /** How many rows were read (and imported) before it. */
    readonly rowsRead: number,
  ) {
    super(message);
  }
}
