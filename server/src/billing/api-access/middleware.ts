import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/transaction.ts";
import { CLIENT_IP_HEADER } from "../../http/client-ip.ts";
import { setRequestActor } from "../../kit/request-context.ts";
import { authenticate } from "../access-tokens/service.ts";
import type { BillingEnv } from "../common/env.ts";
import { CommonErrors } from "../common/errors.ts";
import { Access } from "./access.ts";
import type { Principal, SessionResolver } from "./principal.ts";
import { checkSessionWriteOrigin } from "./session-origin.ts";

/**
 * Identifies the caller of every /v1 request and puts an `Access` in `c.var.access`:
 * a bearer organization access token (`Authorization: Bearer polar_oat_...`) when the header is
 * present, otherwise the session cookie. No valid credential: 401 Unauthorized.
 * A session writing without a trusted `Origin` is refused (session-origin.ts).
 */
export function billingAccess(
  db: Db,
  sessions: SessionResolver,
  trustedOrigins: readonly string[],
): MiddlewareHandler<BillingEnv> {
  return async (c, next) => {
    const principal = await resolve(c.req.raw.headers);
    if (!principal) throw CommonErrors.unauthorized();
    if (principal.kind === "session") checkSessionWriteOrigin(c.req.method, c.req.header("origin"), trustedOrigins);
    c.set("access", new Access(principal, db));
    setRequestActor({
      ...(principal.kind === "session"
        ? { type: "user", id: principal.userId }
        : { type: "token", id: principal.tokenId }),
      ipAddress: c.req.header(CLIENT_IP_HEADER) ?? null,
      userAgent: c.req.header("user-agent") ?? null,
    });
    await next();
  };

  async function resolve(headers: Headers): Promise<Principal | null> {
    const authorization = headers.get("authorization");
    if (authorization !== null) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      const caller = { ipAddress: headers.get(CLIENT_IP_HEADER), userAgent: headers.get("user-agent") };
      return match?.[1] ? authenticate(db, match[1], caller) : null;
    }
    const session = await sessions(headers);
    return session ? { kind: "session", ...session } : null;
  }
}
