import type { MiddlewareHandler } from "hono";
import type { DatabaseAvailability } from "../db/availability.ts";
import type { AppEnv } from "../kit/http-env.ts";

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

export const UNAVAILABLE_MESSAGE = "The database is unavailable; try again shortly";

/** The 503 a request gets when the database did not answer: /v1 in Polar's error shape, the rest in better-auth's. */
export function unavailableBody(path: string): string {
  return JSON.stringify(
    path.startsWith("/v1/")
      ? { error: "ServiceUnavailable", detail: UNAVAILABLE_MESSAGE }
      : { code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE },
  );
}

/**
 * Outermost middleware: a request the database failed for want of a connection or an answer
 * (availability.ts) answers 503 with Retry-After instead of what the code after the failure made
 * of it. better-auth turns such failures into its own answers (a 500 "Failed to get session", a
 * 422 "Failed to create user"), so the answer is judged after them, by what the database reported
 * during this request. Successful answers stand (their writes happened).
 */
export function answerUnavailable(availability: DatabaseAvailability): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { failed } = await availability.track(next);
    if (!failed || c.res.status < 400) return;
    // Cleared first: assigning over a response would carry its headers (its cookies) over.
    c.res = undefined;
    c.res = new Response(unavailableBody(c.req.path), {
      status: 503,
      headers: {
        "content-type": "application/json",
        "retry-after": String(UNAVAILABLE_RETRY_AFTER_S),
        "cache-control": "no-store",
      },
    });
  };
}
