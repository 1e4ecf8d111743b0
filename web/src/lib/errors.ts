import type { Catalog } from "../../../server/src/i18n/catalogs/en.ts";
import { i18n } from "../i18n/i18n";

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

  constructor(error: ServerError, fallback?: string) {
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

type AuthErrorCode = keyof Catalog["errors"]["auth"];

// The errors namespace is looked up by the server's error code, the one place a key is built at
// run time: its keys are the codes /api/auth answers with.
function isCatalogued(code: string): code is AuthErrorCode {
  return i18n.exists(`errors:auth.${code}`);
}

/**
 * The server's refusal in the page's language, by its code. A code that sometimes carries a more
 * specific message than the catalog's (a lockout's end, one route's own wording) keeps the
 * server's text then: only the wording the catalog knows is replaced.
 */
function translatedMessage(error: ServerError): string | null {
  if (!error.code || !isCatalogued(error.code)) return null;
  const key = `auth.${error.code}` as const;
  if (error.message && error.message !== i18n.t(key, { ns: "errors", lng: "en" })) return null;
  return i18n.t(key, { ns: "errors" });
}

export function describeError(error: ServerError, fallback?: string): string {
  const translated = translatedMessage(error);
  if (translated) return translated;
  if (error.message) return error.message;
  if (error.status === 0) return i18n.t("common:errors.cannotReachServer");
  if (error.status === 429) return i18n.t("common:errors.tooManyAttempts");
  const generic = fallback ?? i18n.t("common:errors.somethingWentWrong");
  if (error.statusText)
    return i18n.t("common:errors.withStatus", {
      fallback: generic,
      status: String(error.status),
      statusText: error.statusText,
    });
  return generic;
}

/** Unwraps a better-auth `{ data, error }` result, throwing a RequestError on failure. */
export function unwrap<T>(result: { data: T; error: ServerError | null }, fallback?: string): T {
  if (result.error) throw new RequestError(result.error, fallback);
  return result.data;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return i18n.t("common:errors.somethingWentWrong");
}
