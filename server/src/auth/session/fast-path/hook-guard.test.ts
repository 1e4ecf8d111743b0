import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { gatehouseAuthOptions } from "../../../composition/auth.ts";
import { loadConfig } from "../../../config.ts";
import { GET_SESSION_HOOKS_HANDLED, unhandledGetSessionHooks } from "./hook-guard.ts";

/**
 * The fast path's start-up guard: a plugin hook on get-session that it does not reproduce turns it
 * off. Gatehouse's own plugin list (two-factor, passkeys, magic links, email codes included) has
 * none; a plugin that adds one is caught, whether it matches every request or only some.
 */
const BASE_URL = "http://127.0.0.1:3999";
const noop = createAuthMiddleware(async () => undefined);
const plugin = (id: string, matcher: (ctx: { path?: string; query?: unknown }) => boolean): BetterAuthPlugin => ({
  id,
  hooks: { after: [{ matcher, handler: noop }] },
});

function gatehousePlugins(): BetterAuthPlugin[] {
  const config = loadConfig({ AUTH_SECRET: "x".repeat(40), BASE_URL, NODE_ENV: "test" });
  const stub = {} as never;
  return gatehouseAuthOptions({
    config,
    database: { db: stub, kind: "sqlite" } as never,
    mailer: stub,
    hashPool: stub,
    logger: stub,
  }).plugins as BetterAuthPlugin[];
}

describe("the get-session hook guard", () => {
  it("finds nothing unhandled in Gatehouse's plugins", () => {
    const plugins = gatehousePlugins();
    expect(plugins.map((p) => p.id)).toEqual(
      expect.arrayContaining(["two-factor", "passkey", "magic-link", "email-otp"]),
    );
    expect(unhandledGetSessionHooks(plugins, BASE_URL)).toEqual([]);
  });

  it("catches a hook on every request, on get-session, or on one of its query flags", () => {
    const found = unhandledGetSessionHooks(
      [
        plugin("everything", () => true),
        plugin("session-only", (ctx) => ctx.path === "/get-session"),
        plugin("flagged", (ctx) => (ctx.query as Record<string, string>)?.disableRefresh === "true"),
        plugin("elsewhere", (ctx) => ctx.path === "/sign-in/email"),
        plugin("throws", () => {
          throw new Error("cannot tell");
        }),
      ],
      BASE_URL,
    );
    expect(found).toEqual(["everything (after)", "session-only (after)", "flagged (after)", "throws (after)"]);
  });

  it("lets the plugins it handles through, and says how for each", () => {
    const handled = Object.keys(GET_SESSION_HOOKS_HANDLED).map((id) => plugin(id, () => true));
    expect(unhandledGetSessionHooks(handled, BASE_URL)).toEqual([]);
    for (const how of Object.values(GET_SESSION_HOOKS_HANDLED)) expect(how.length).toBeGreaterThan(20);
  });
});
