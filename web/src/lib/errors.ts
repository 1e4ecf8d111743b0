/** The error shape better-auth's client returns: `{ data, error }`. */
export interface ServerError {
  status: number;
  statusText?: string;
  message?: string;
  code?: string;
}

/** Thrown from query functions so TanStack Query carries status and code along. */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(error: ServerError, fallback = "Something went wrong") {
    super(describeError(error, fallback));
    this.name = "RequestError";
    this.status = error.status;
    this.code = error.code;
  }
}

/** UPPER_SNAKE code of an error: the server's code, or one derived from its message. */
export function errorCode(error: ServerError): string {
  if (error.code) return error.code;
  return (error.message ?? "")
    .trim()
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toUpperCase();
}

export function describeError(error: ServerError, fallback = "Something went wrong"): string {
  if (error.message) return error.message;
  if (error.status === 0) return "Cannot reach the server. Check your connection and try again.";
  if (error.status === 429) return "Too many attempts. Wait a moment and try again.";
  if (error.statusText) return `${fallback} (${error.status} ${error.statusText})`;
  return fallback;
}

/** Unwraps a better-auth `{ data, error }` result, throwing a RequestError on failure. */
export function unwrap<T>(result: { data: T; error: ServerError | null }, fallback?: string): T {
  if (result.error) throw new RequestError(result.error, fallback);
  return result.data;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return "Something went wrong";
}
