import { runWithAdapter } from "@better-auth/core/context";
import { router } from "better-auth/api";
import type { Auth } from "./auth.ts";
import { scimRateLimited } from "./scim/scim-errors.ts";

export type AuthRequestHandler = (request: Request) => Promise<Response>;

/**
 * better-auth's `auth.handler` copies its context and rebuilds the whole endpoint router on
 * every request. Gatehouse's base URL and trusted origins are static, so the router is built
 * once here; per request only the adapter scope is entered. Each endpoint call still gets its
 * own shallow copy of the context (better-auth's dispatch does that), so nothing leaks
 * between requests.
 */
export async function createAuthRequestHandler(auth: Auth): Promise<AuthRequestHandler> {
  const context = await auth.$context;
  const routerContext = Object.create(
    Object.getPrototypeOf(context),
    Object.getOwnPropertyDescriptors(context),
  ) as typeof context;
  // better-auth's option generics are narrower than the router's AuthContext; the value is the same.
  const { handler } = router(routerContext as unknown as Parameters<typeof router>[0], auth.options);
  // The rate limiter answers before any plugin: a SCIM request's 429 is made a SCIM error here.
  return async (request) =>
    scimRateLimited(request, await runWithAdapter(routerContext.adapter, () => handler(request)));
}
