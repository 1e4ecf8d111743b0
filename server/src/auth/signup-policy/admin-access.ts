import { APIError, getSessionFromCtx } from "better-auth/api";
import { isPlatformAdmin } from "../roles/platform.ts";
import { NOT_A_PLATFORM_ADMIN } from "./errors.ts";

type SessionContext = Parameters<typeof getSessionFromCtx>[0];

/** The signed-in platform admin making the request: 401 without a session, 403 for anyone else. */
export async function requirePlatformAdmin(ctx: SessionContext): Promise<{ id: string; email: string }> {
  const caller = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!caller) throw APIError.fromStatus("UNAUTHORIZED");
  if (!isPlatformAdmin(caller.user)) throw new APIError("FORBIDDEN", { ...NOT_A_PLATFORM_ADMIN });
  return { id: caller.user.id, email: caller.user.email };
}
