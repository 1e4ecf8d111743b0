/** Exit codes: 0 done, 1 the chore failed (unreachable database, bad file), 2 wrong use. */
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** The command cannot be used this way (here: with this configuration); exits 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The chore was attempted and failed, for a reason the message gives; exits 1. */
export class CommandFailure extends Error {
  override name = "CommandFailure";
}

/** The message of whatever was thrown. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
