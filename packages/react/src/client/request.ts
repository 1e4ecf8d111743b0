import { en } from "../i18n/en.js";
import { errorFromBody, GatehouseError } from "./errors.js";

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Extra request headers, e.g. a captcha's answer on the routes the server guards with one. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls a Gatehouse route and resolves to its JSON body, or rejects with a {@link GatehouseError}. */
export type Requester = <T>(path: string, options?: RequestOptions) => Promise<T>;

function urlOf(baseUrl: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const url = new URL(path, `${baseUrl.replace(/\/+$/, "")}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Requests carry the session cookie (`credentials: "include"`): the app may live on another
 * origin than Gatehouse, which then lists it in TRUSTED_ORIGINS.
 */
export function createRequester(baseUrl: string, fetchImpl: typeof fetch = fetch): Requester {
  return async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const { method = options.body === undefined ? "GET" : "POST", body, query, headers, signal } = options;
    let response: Response;
    try {
      response = await fetchImpl(urlOf(baseUrl, path, query), {
        method,
        credentials: "include",
        headers: {
          ...headers,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new GatehouseError(0, "NETWORK_ERROR", en.errors.NETWORK_ERROR);
    }
    const parsed = await bodyOf(response);
    if (!response.ok) throw errorFromBody(response.status, parsed);
    return parsed as T;
  };
}
