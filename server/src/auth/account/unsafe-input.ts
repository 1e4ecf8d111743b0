import { APIError, createAuthMiddleware } from "better-auth/api";
import { inputProblem } from "../../kit/input-guard.ts";
import type { DeparturePart } from "../departure-table.ts";

const invalid = (where: "body" | "query") =>
  new APIError(400, {
    code: "VALIDATION_ERROR",
    message: where === "body" ? "Invalid body parameters" : "Invalid query parameters",
  });

/**
 * Gatehouse's own: a NUL character or JSON nested deeper than 32 levels
 * (kit/input-guard.ts), anywhere in the body, the query or the path of an /api/auth route, is
 * 400 VALIDATION_ERROR before the route runs. better-auth 1.7 passes NULs to the database
 * (PostgreSQL refuses them: a 500) and walks deep bodies recursively.
 */
export function unsafeInputRule(): DeparturePart {
  return {
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            if (inputProblem(ctx.body)) throw invalid("body");
            if (inputProblem(ctx.query) || inputProblem(ctx.params)) throw invalid("query");
          }),
        },
      ],
    },
  };
}
