import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Db } from "../../db/transaction.ts";
import { now } from "../../kit/time.ts";
import { attachment, dayOf } from "../attachment.ts";
import { personalData } from "./service.ts";

/**
 * `GET /api/auth/export-personal-data`: the signed-in person's data as a JSON file
 * (`gatehouse-data-<day>.json`), so they can take it elsewhere. Like the other account reads it
 * needs a session and falls under the auth routes' rate limit; the audit log records each
 * download (`user.data_exported`).
 */
export function personalDataPlugin(db: Db): BetterAuthPlugin {
  return {
    id: "gatehouse-personal-data",
    endpoints: {
      exportPersonalData: createAuthEndpoint(
        "/export-personal-data",
        { method: "GET", use: [sessionMiddleware] },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          const data = await personalData(db, { userId: user.id, sessionId: session.id });
          if (!data) throw APIError.fromStatus("UNAUTHORIZED");
          return attachment(
            JSON.stringify(data, null, 2),
            "application/json; charset=utf-8",
            `gatehouse-data-${dayOf(now())}.json`,
          );
        },
      ),
    },
  };
}
