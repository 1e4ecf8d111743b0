import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import type { AfterHook, BeforeHook } from "../departure-table.ts";

/**
 * Plain-http loopback redirect URIs for web clients (a relying party on a developer's machine).
 * The plugin accepts `http://localhost`, `http://127.0.0.1` and `http://[::1]` only for native
 * clients, and checks `application_type` for nothing else; so a web client with such a redirect
 * URI among http and https ones is checked as native, and written and answered as the web client
 * it is. Any other `http` URI keeps the plugin's refusal. A call without headers (server-side)
 * keeps the plugin's check: the headers object is how the after hook knows the request.
 */

const CREATE_PATHS = new Set(["/oauth2/create-client", "/admin/oauth2/create-client", "/oauth2/register"]);
const UPDATE_PATHS = new Set(["/oauth2/update-client", "/admin/oauth2/update-client"]);

/** The hosts RFC 8252 names for loopback redirects, as written, in any case (not `127.1`, not `localhost.`). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host of an `http:` URI as written, before URL would normalize it; null with credentials. */
function writtenHttpHost(uri: string): string | null {
  const authority = /^http:\/\/([^/?#@]*)(?:[/?#]|$)/i.exec(uri)?.[1];
  if (authority === undefined) return null;
  const host = authority.startsWith("[") ? authority.slice(0, authority.indexOf("]") + 1) : authority.split(":")[0];
  return (host ?? "").toLowerCase();
}

const isLoopbackHttp = (uri: string) => LOOPBACK_HOSTS.has(writtenHttpHost(uri) ?? "");
const isWebScheme = (uri: string) => URL.canParse(uri) && ["http:", "https:"].includes(new URL(uri).protocol);

/**
 * Redirect URIs that need this departure: a loopback one among http and https ones. Checked as
 * native, any other http URI among them is refused by name (as a web client's, the plugin would
 * name the first loopback one); private-use schemes, native only, leave the check a web one.
 */
const needsLoopback = (uris: readonly string[]) => uris.some(isLoopbackHttp) && uris.every(isWebScheme);

const metadata = z.object({
  application_type: z.enum(["web"]).optional(),
  redirect_uris: z.array(z.string()).min(1),
});
const update = z.object({
  client_id: z.string(),
  update: z
    .object({ application_type: z.enum(["web"]).optional(), redirect_uris: z.array(z.string()).optional() })
    .loose(),
});

/** The requests (by their headers object, which the route's after hooks see too) checked as native. */
const checkedAsNative = new WeakSet<Headers>();

type StoredClient = { redirectUris?: string[] | null; applicationType?: string | null };

export function loopbackRedirectHooks(allowed: boolean): { before: BeforeHook; after: AfterHook } {
  const before: BeforeHook = {
    matcher: (ctx) => allowed && (CREATE_PATHS.has(ctx.path ?? "") || UPDATE_PATHS.has(ctx.path ?? "")),
    handler: createAuthMiddleware(async (ctx) => {
      if (!ctx.headers) return;
      const created = CREATE_PATHS.has(ctx.path) ? metadata.safeParse(ctx.body) : null;
      if (created?.success && needsLoopback(created.data.redirect_uris)) {
        checkedAsNative.add(ctx.headers);
        return { context: { body: { ...ctx.body, application_type: "native" } } };
      }
      const updated = UPDATE_PATHS.has(ctx.path) ? update.safeParse(ctx.body) : null;
      if (!updated?.success) return;
      const stored = await ctx.context.adapter.findOne<StoredClient>({
        model: "oauthClient",
        where: [{ field: "clientId", value: updated.data.client_id }],
      });
      if (!stored || (stored.applicationType ?? "web") !== "web") return;
      const uris = updated.data.update.redirect_uris ?? stored.redirectUris ?? [];
      if (!needsLoopback(uris)) return;
      checkedAsNative.add(ctx.headers);
      return { context: { body: { ...ctx.body, update: { ...updated.data.update, application_type: "native" } } } };
    }),
  };
  const after: AfterHook = {
    matcher: (ctx) => CREATE_PATHS.has(ctx.path ?? "") || UPDATE_PATHS.has(ctx.path ?? ""),
    handler: createAuthMiddleware(async (ctx) => {
      if (!ctx.headers || !checkedAsNative.delete(ctx.headers)) return;
      const returned: unknown = ctx.context.returned;
      const client = z.object({ client_id: z.string() }).loose().safeParse(returned);
      if (!client.success) return;
      // Through the library's adapter, as the plugin wrote the row.
      await ctx.context.adapter.update({
        model: "oauthClient",
        where: [{ field: "clientId", value: client.data.client_id }],
        update: { applicationType: "web" },
      });
      return ctx.json({ ...client.data, application_type: "web" });
    }),
  };
  return { before, after };
}
