import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import type { Config } from "../../config.ts";

export type SocialProviderListing = { id: string; name: string };

/** Every provider Gatehouse can sign in with, built-in kinds first, in configuration order. */
export function enabledSocialProviders(
  config: Pick<Config, "socialProviders" | "oidcProviders">,
): SocialProviderListing[] {
  return [...config.socialProviders, ...config.oidcProviders].map(({ id, name }) => ({ id, name }));
}

/**
 * GET /social-providers: which sign-in buttons the web app (or any client) should show.
 * Gatehouse's own addition; better-auth keeps the list server side.
 */
export function socialProvidersPlugin(config: Pick<Config, "socialProviders" | "oidcProviders">): BetterAuthPlugin {
  const body = { providers: enabledSocialProviders(config) };
  return {
    id: "gatehouse-social-providers",
    endpoints: {
      listSocialProviders: createAuthEndpoint("/social-providers", { method: "GET" }, async (ctx) => ctx.json(body)),
    },
  };
}
