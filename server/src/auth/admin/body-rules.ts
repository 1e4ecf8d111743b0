import { APIError, createAuthMiddleware } from "better-auth/api";

/** Latest instant a JavaScript Date holds (ms); a ban cannot end later than this. */
const MAX_DATE_MS = 8.64e15;

const invalidBody = () => new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid body parameters" });

const bodyOf = (ctx: { body?: unknown }): Record<string, unknown> =>
  typeof ctx.body === "object" && ctx.body !== null && !Array.isArray(ctx.body)
    ? (ctx.body as Record<string, unknown>)
    : {};

/** A role given as text or a list: at least one non-empty name, or it would leave the user roleless. */
function hasARole(role: unknown): boolean {
  const names = typeof role === "string" ? role.split(",") : Array.isArray(role) ? role : [];
  return names.length > 0 && names.every((name) => typeof name === "string" && name.trim() !== "");
}

/**
 * Admin route bodies that better-auth 1.7's admin plugin accepts but should not:
 * - ban-user's banExpiresIn is only typed a number: a negative one bans "until the past" (no ban
 *   at all) and a huge one throws RangeError, a 500. It must be a positive whole number of
 *   seconds that lands on a representable date.
 * - set-role and create-user take `role: []` (or "admin,") and store an empty role.
 * - create-user stores any password: every new password is PASSWORD_MIN_LENGTH to
 *   PASSWORD_MAX_LENGTH long, the same PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG as sign-up and
 *   set-user-password.
 */
export const adminBodyRulesHook = {
  matcher: (ctx: { path?: string }) =>
    ctx.path === "/admin/ban-user" || ctx.path === "/admin/set-role" || ctx.path === "/admin/create-user",
  handler: createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    if (ctx.path === "/admin/ban-user" && body.banExpiresIn !== undefined) {
      const seconds = body.banExpiresIn;
      if (
        typeof seconds !== "number" ||
        !Number.isSafeInteger(seconds) ||
        seconds < 1 ||
        // better-auth computes the ban's end from the wall clock (kit/clock.ts): so does this check.
        Date.now() + seconds * 1000 > MAX_DATE_MS
      )
        throw invalidBody();
    }
    if (body.role !== undefined && !hasARole(body.role)) {
      throw APIError.from("BAD_REQUEST", {
        code: "YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE",
        message: "You are not allowed to set a non-existent role value",
      });
    }
    if (ctx.path === "/admin/create-user" && typeof body.password === "string") {
      const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
      if (body.password.length < minPasswordLength)
        throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_SHORT", message: "Password too short" });
      if (body.password.length > maxPasswordLength)
        throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password too long" });
    }
  }),
};
