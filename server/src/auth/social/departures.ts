import type { Departure } from "../departure-table.ts";
import { callbackErrorCodesPlugin } from "./callback-error-codes-plugin.ts";
import { callbackUrlRequiredPlugin } from "./callback-url-required-plugin.ts";
import { providerTokensPlugin } from "./provider-tokens-plugin.ts";

/** The corrections to better-auth's social sign-in routes (README.md, "Social sign-in"), in the order they run. */
export function socialDepartures(): Departure[] {
  return [
    { rule: "sign-in/social requires callbackURL", spec: "§5", part: callbackUrlRequiredPlugin() },
    { rule: "callback errors: restart, unable_to_link_account", spec: "§4, §8", part: callbackErrorCodesPlugin() },
    { rule: "provider tokens by providerId; POST /account-info", spec: "§7", part: providerTokensPlugin() },
  ];
}
