import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import type { Kysely } from "kysely";
import * as z from "zod";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Logger } from "../../kit/logger.ts";
import { isPlatformAdmin } from "../roles/platform.ts";
import { resetTwoFactor } from "./repository.ts";

const NOT_ALLOWED = {
  code: "YOU_ARE_NOT_ALLOWED_TO_RESET_TWO_FACTOR",
  message: "You are not allowed to reset two-factor authentication",
} as const;
const USER_NOT_FOUND = { code: "USER_NOT_FOUND", message: "User not found" } as const;

/**
 * POST /admin/reset-two-factor {userId}: Gatehouse's own. A platform admin turns off a
 * user's two-factor (the user lost their device and their backup codes): the flag, the TOTP secret
 * and backup codes, and every "trusted device" go, in one transaction, and the server log gets an
 * audit line naming the admin and the user. The user signs in with the password alone and can set
 * up two-factor again.
 */
export function resetTwoFactorEndpoint(db: Kysely<DatabaseSchema>, logger: Logger) {
  return createAuthEndpoint(
    "/admin/reset-two-factor",
    { method: "POST", body: z.object({ userId: z.string().min(1) }) },
    async (ctx) => {
      const caller = await getSessionFromCtx(ctx, { disableCookieCache: true });
      if (!caller) throw APIError.fromStatus("UNAUTHORIZED");
      if (!isPlatformAdmin(caller.user)) throw APIError.from("FORBIDDEN", NOT_ALLOWED);
      const { userId } = ctx.body;
      const found = await resetTwoFactor(db, userId);
      if (!found) throw APIError.from("NOT_FOUND", USER_NOT_FOUND);
      logger.audit(`admin ${caller.user.email} (${caller.user.id}) reset two-factor authentication of user ${userId}`);
      return ctx.json({ success: true });
    },
  );
}
