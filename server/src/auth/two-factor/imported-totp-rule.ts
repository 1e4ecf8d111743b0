import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { AfterHook, BeforeHook, DeparturePart } from "../departure-table.ts";
import { deleteImportedTotp, findImportedTotpSecret, findNativeTotpSecret } from "./repository.ts";
import { decodeBase32Key, totpCode, totpMatches } from "./totp-key.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The two-factor plugin's pending-sign-in cookie (its constant is not exported). */
const TWO_FACTOR_COOKIE = "two_factor";
/** What the plugin is given for a code the imported key refuses: never a code, so it fails as a wrong one. */
const REFUSED_CODE = "refused";

const succeeded = (ctx: HookContext) => !isAPIError(ctx.context.returned);

/** The user a two-factor request is for: the session's, or the pending sign-in's (as the plugin finds it). */
async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}

/**
 * Gatehouse's own, for users moved from another system with their authenticator app (importedTotpRows
 * in imported-totp.ts): better-auth's two-factor plugin keys its HMAC with its secret's text, so it
 * cannot check codes of a key made elsewhere (whose HMAC key is the base32-decoded bytes). While a
 * user has an imported key, TOTP codes are checked against that key here (RFC 6238, SHA-1, six
 * digits, 30-second steps, one step either side, as the plugin does): a code it accepts is handed to
 * the plugin as the native secret's current code, one it refuses as a code that never matches, so
 * the plugin answers, counts failures and locks out exactly as for its own codes; backup codes and
 * email codes are the plugin's own. The TOTP URI hands out the imported key. Setting up TOTP anew,
 * disabling two-factor and an admin's reset drop the imported key.
 */
export function importedTotpRule(db: Kysely<DatabaseSchema>): DeparturePart {
  const importedKey = async (ctx: HookContext, userId: string): Promise<string | null> => {
    const secret = await findImportedTotpSecret(db, userId);
    return secret !== undefined ? symmetricDecrypt({ key: ctx.context.secretConfig, data: secret }) : null;
  };
  const nativeCode = async (ctx: HookContext, userId: string): Promise<string | null> => {
    const encrypted = await findNativeTotpSecret(db, userId);
    if (encrypted === undefined) return null;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
    return totpCode(Buffer.from(secret, "utf8"));
  };
  const dropImportedKey = (userId: string) => deleteImportedTotp(db, userId);

  const checkCode: BeforeHook = {
    matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
    handler: createAuthMiddleware(async (ctx) => {
      const body = ctx.body as { code?: unknown } | undefined;
      if (typeof body?.code !== "string") return;
      const userId = await twoFactorUserId(ctx);
      const key = userId ? await importedKey(ctx, userId) : null;
      if (!userId || key === null) return;
      const native = totpMatches(decodeBase32Key(key), body.code) ? await nativeCode(ctx, userId) : null;
      body.code = native ?? REFUSED_CODE;
    }),
  };

  const importedKeyInURI: AfterHook = {
    matcher: (ctx) => ctx.path === "/two-factor/get-totp-uri",
    handler: createAuthMiddleware(async (ctx) => {
      const returned: unknown = ctx.context.returned;
      if (!succeeded(ctx) || typeof returned !== "object" || returned === null || !("totpURI" in returned)) return;
      const userId = (await getSessionFromCtx(ctx))?.user.id;
      const key = userId ? await importedKey(ctx, userId) : null;
      if (key === null || typeof returned.totpURI !== "string") return;
      const uri = new URL(returned.totpURI);
      uri.searchParams.set("secret", key);
      return ctx.json({ ...returned, totpURI: uri.toString() });
    }),
  };

  const dropOnNewSetup: AfterHook = {
    matcher: (ctx) => ctx.path === "/two-factor/enable" || ctx.path === "/two-factor/disable",
    handler: createAuthMiddleware(async (ctx) => {
      if (!succeeded(ctx)) return;
      // Email codes alone leave the TOTP setup (and its key) as it is.
      const returned: unknown = ctx.context.returned;
      if (ctx.path === "/two-factor/enable" && (returned as { method?: unknown } | null)?.method !== "totp") return;
      // Disabling replaces the session: the new one is the route's; enabling keeps the request's.
      const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
      if (userId) await dropImportedKey(userId);
    }),
  };

  const dropOnAdminReset: AfterHook = {
    matcher: (ctx) => ctx.path === "/admin/reset-two-factor",
    handler: createAuthMiddleware(async (ctx) => {
      const userId = (ctx.body as { userId?: unknown } | undefined)?.userId;
      if (succeeded(ctx) && typeof userId === "string") await dropImportedKey(userId);
    }),
  };

  return { hooks: { before: [checkCode], after: [importedKeyInURI, dropOnNewSetup, dropOnAdminReset] } };
}
