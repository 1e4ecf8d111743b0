import type { BetterAuthClientPlugin } from "better-auth/client";
import type { entitlementsPlugin } from "./auth-plugin.ts";

/**
 * better-auth client plugin for Gatehouse's entitlements:
 * `createAuthClient({ plugins: [entitlementsClient()] })` gives `authClient.entitlements()`
 * (optionally `{ query: { seller } }`), typed from the server's route.
 */
export const entitlementsClient = () =>
  ({
    id: "gatehouse-entitlements",
    $InferServerPlugin: {} as ReturnType<typeof entitlementsPlugin>,
  }) satisfies BetterAuthClientPlugin;
