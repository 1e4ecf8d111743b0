import type { Context, MiddlewareHandler } from "hono";
import { INPUT_PROBLEM_MESSAGES, type InputProblem, inputProblem } from "../../kit/input-guard.ts";
import type { BillingEnv } from "./env.ts";
import { ValidationFailure } from "./validation.ts";

const refuse = (loc: (string | number)[], problem: InputProblem) =>
  ValidationFailure.at(loc, INPUT_PROBLEM_MESSAGES[problem], "value_error");

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const isJson = (c: Context<BillingEnv>) => /^application\/(.+\+)?json/i.test(c.req.header("content-type") ?? "");

/**
 * /v1's guard against NUL characters and over-deep JSON (kit/input-guard.ts) in the path, the
 * query and a JSON body: 422 in Polar's shape at the place, before any handler or query runs.
 * A body that is not JSON is left to the routes' validators, which say so. `streamed` tells
 * routes whose body is not JSON at all (file parts).
 */
export function refuseUnsafeInput(streamed: (path: string) => boolean): MiddlewareHandler<BillingEnv> {
  return async (c, next) => {
    for (const segment of c.req.path.split("/")) {
      if (decoded(segment).includes("\u0000")) throw refuse(["path"], "nul");
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      const problem = inputProblem([name, ...values]);
      if (problem) throw refuse(["query", name], problem);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && isJson(c) && !streamed(c.req.path)) {
      // Parsed once: the route's validator reads the same cached value. Malformed JSON is its to report.
      const body: unknown = await c.req.json().catch(() => undefined);
      const problem = inputProblem(body);
      if (problem) throw refuse(["body"], problem);
    }
    await next();
  };
}
