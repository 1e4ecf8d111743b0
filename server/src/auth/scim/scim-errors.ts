import { APIError, isAPIError } from "better-auth/api";

const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
const SCIM_MEDIA_TYPE = "application/scim+json";

/** An answer in RFC 7644 §3.12's error shape, for requests Gatehouse answers before a SCIM route does. */
export function scimErrorResponse(status: number, detail: string, scimType?: string, headers: HeadersInit = {}) {
  const body = { schemas: [SCIM_ERROR_SCHEMA], status: String(status), detail, ...(scimType ? { scimType } : {}) };
  const answer = new Headers(headers);
  answer.set("content-type", SCIM_MEDIA_TYPE);
  return new Response(JSON.stringify(body), { status, headers: answer });
}

/** Where better-call keeps the headers a middleware set before it threw (`www-authenticate` on a 401). */
const SET_BEFORE_THROWING = Symbol.for("better-call:api-error-headers");

/** The library's own refusal (a SCIM error already) as an answer; anything else is thrown on. */
export function scimRefusalResponse(error: unknown): Response {
  if (!isAPIError(error)) throw error;
  const headers = new Headers(error.headers);
  const setBefore: unknown = Reflect.get(error, SET_BEFORE_THROWING);
  if (setBefore instanceof Headers)
    setBefore.forEach((value, name) => {
      headers.set(name, value);
    });
  headers.set("content-type", SCIM_MEDIA_TYPE);
  return new Response(JSON.stringify(error.body), { status: error.statusCode, headers });
}

/** The header by which the SCIM plugin's response hook knows its answers and gives them their media type. */
const SCIM_ANSWER_MARK = "x-better-auth-scim-response";

/**
 * A SCIM refusal thrown from a before hook. The plugin's after hook, which marks its answers,
 * does not run for a refusal made before the route, so the error carries the mark itself.
 */
export function scimError(status: "BAD_REQUEST", detail: string, scimType?: string) {
  const body = { schemas: [SCIM_ERROR_SCHEMA], status: "400", detail, ...(scimType ? { scimType } : {}) };
  const error = new APIError(status, body, { [SCIM_ANSWER_MARK]: "1" });
  error.message = detail;
  return error;
}

const SCIM_PATH = /\/scim\/v2\//;
const IS_SCIM_REQUEST = (request: Request) => SCIM_PATH.test(new URL(request.url).pathname);

/** The body limit's refusal of a SCIM request, as a SCIM error (RFC 7644 §3.12); `undefined` for any other request. */
export function scimPayloadTooLarge(request: Request): Response | undefined {
  return IS_SCIM_REQUEST(request) ? scimErrorResponse(413, "Request body is too large") : undefined;
}

/**
 * better-auth's rate limiter answers before any plugin sees the request, with a body of its own;
 * for a SCIM request the same 429 is a SCIM error, its retry delay also in the standard
 * `Retry-After` header a directory reads.
 */
export async function scimRateLimited(request: Request, response: Response): Promise<Response> {
  if (response.status !== 429 || !IS_SCIM_REQUEST(request)) return response;
  const headers = new Headers(response.headers);
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  await response.body?.cancel();
  return scimErrorResponse(429, "Too many requests. Please try again later.", undefined, headers);
}
