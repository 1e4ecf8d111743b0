import type { Departure } from "../departure-table.ts";
import { callbackErrorCodesPlugin } from "./callback-error-codes-plugin.ts";
import { callbackUrlRequiredPlugin } from "./callback-url-required-plugin.ts";
import { idTokenUserInfoPlugin } from "./id-token-user-info.ts";
import { providerTokensPlugin } from "./provider-tokens-plugin.ts";

/** The corrections to better-auth's social sign-in routes (README.md, "Social sign-in"), in the order they run. */
export function socialDepartures(): Departure[] {
  return [
    {
      rule: "sign-in/social requires callbackURL",
      why: "the client says where a sign-in returns; the library would fall back to the base URL",
      test: "test/social/oidc-sign-in.test.ts",
      part: callbackUrlRequiredPlugin(),
    },
    {
      rule: "callback errors: restart, unable_to_link_account",
      why: "an unknown, expired or tampered state asks the person to start again; a refused link says why",
      test: "test/social/oidc-sign-in.test.ts",
      part: callbackErrorCodesPlugin(),
    },
    {
      rule: "provider tokens by providerId; POST /account-info",
      why: "clients name a provider, not an account row, and may send in a body what the library takes in a query",
      test: "test/social/provider-tokens.test.ts",
      part: providerTokensPlugin(),
    },
    {
      rule: "ID-token sign-in without an email: User email not found",
      why: "an ID token without an email is answered by what is missing, also when an access token is sent beside it",
      test: "test/social/id-token-sign-in.test.ts",
      part: idTokenUserInfoPlugin(),
    },
  ];
}
