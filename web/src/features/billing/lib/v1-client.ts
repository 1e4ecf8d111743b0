import { RequestError, type ServerError } from "../../../lib/errors";

/**
 * The web app's client for the Polar-compatible billing API (`/v1`, same origin, session cookie).
 * Errors arrive as `{ error, detail }` (a message) or, for bad input, 422
 * `{ detail: [{ loc, msg, type }] }`; both become a thrown `V1Error`.
 */

/** One Pydantic-style validation item: `loc` starts with "body", "query" or "path". */
export interface V1ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Polar's `ListResource<T>`. */
export interface ListResource<T> {
  items: T[];
  pagination: { total_count: number; max_page: number };
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type V1Query = Record<string, QueryValue>;

export interface V1RequestOptions {
  query?: V1Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the customer portal's `Authorization: Bearer polar_cst_...`. */
  headers?: Record<string, string>;
}

/** A refused /v1 request; `validation` holds the 422 items (empty for other errors). */
export class V1Error extends RequestError {
  readonly validation: V1ValidationItem[];

  constructor(error: ServerError, validation: V1ValidationItem[] = []) {
    super(error);
    this.name = "V1Error";
    this.validation = validation;
  }

  /** The `{ status, message, code }` shape FormAlert and useServerForm show. */
  toServerError(): ServerError {
    return { status: this.status, message: this.message, code: this.code };
  }
}

function isValidationItem(value: unknown): value is V1ValidationItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return Array.isArray(item.loc) && typeof item.msg === "string";
}

/** A 422's items as one readable sentence: "email: value is not a valid email address". */
export function describeValidation(items: readonly V1ValidationItem[]): string {
  return items
    .map((item) => {
      const where = item.loc.filter(
        (part, index) => !(index === 0 && (part === "body" || part === "query" || part === "path")),
      );
      return where.length > 0 ? `${where.join(".")}: ${item.msg}` : item.msg;
    })
    .join("; ");
}

/** A refused answer's parsed body (or null when it had none) as the V1Error hooks and forms expect. */
export function v1ErrorFrom(status: number, statusText: string, body: unknown): V1Error {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const detail = record.detail;
  if (Array.isArray(detail)) {
    const items = detail.filter(isValidationItem);
    return new V1Error(
      { status, code: "VALIDATION_ERROR", message: describeValidation(items) || "The request is invalid" },
      items,
    );
  }
  return new V1Error({
    status,
    statusText,
    code: typeof record.error === "string" ? record.error : undefined,
    message: typeof detail === "string" ? detail : undefined,
  });
}

async function toError(response: Response): Promise<V1Error> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page, or no body at all: the status line says enough.
  }
  return v1ErrorFrom(response.status, response.statusText, body);
}

function searchOf(query: V1Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const part of value) params.append(key, String(part));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One /v1 call. Resolves the parsed JSON (undefined for 204), throws `V1Error` otherwise. */
export async function v1<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  options: V1RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/v1${path}${searchOf(options.query)}`, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new V1Error({ status: 0, statusText: "Network error" });
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const v1Get = <T>(path: string, query?: V1Query, signal?: AbortSignal) => v1<T>("GET", path, { query, signal });
