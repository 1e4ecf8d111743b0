import { type AuthRoute, route } from "./route-policy.ts";

/** Gatehouse's own routes that belong to no library plugin's family. */
export const GATEHOUSE_ROUTES: readonly AuthRoute[] = [
  // What the web app and apps on their own origins render sign-in from.
  route("/captcha", ["GET"]),
  route("/social-providers", ["GET"]),
  route("/sign-in-methods", ["GET"]),
  route("/brand", ["GET"]),
  route("/brand-assets/:id", ["GET"]),
  // The signed-in person's billing, usage and entitlements.
  route("/billing/checkout", ["POST"], { audit: { success: "billing.checkout_started" } }),
  route("/billing/portal", ["POST"], { audit: { success: "billing.portal_opened" } }),
  route("/usage/ingest", ["POST"]),
  route("/usage/meters/list", ["GET"]),
  route("/entitlements", ["GET"]),
  route("/export-personal-data", ["GET"], { audit: { success: "user.data_exported" } }),
  // New-device alerts: the person's choice, and the "This wasn't me" link's confirmation (a token
  // that signs everything out: strict, like the other mailed tokens).
  route("/new-device/settings", ["GET", "POST"]),
  route("/new-device/not-me", ["POST"], { rateLimit: "strict" }),
  // Who may sign up (signup-policy/): the policy's name for the sign-up page, and joining the
  // waitlist, which spends mail later and must not be flooded.
  route("/signup-policy", ["GET"]),
  route("/waitlist/join", ["POST"], { rateLimit: "strict", captcha: true }),
  // Re-authentication of the signed-in person for sensitive actions (step-up/): guesses a secret,
  // so a wrong password counts towards the account's lockout. Refusals are audited by step-up/.
  route("/reauthenticate", ["POST"], {
    rateLimit: "strict",
    lockout: "counts-signed-in-failures",
    audit: { success: "user.reauthenticated" },
  }),
  route("/reauthenticate/second-factor", ["POST"], { rateLimit: "strict", audit: { success: "user.reauthenticated" } }),
];

/** better-auth's OpenAPI reference, when its plugin is mounted: documentation, no policy. */
export const OPEN_API_ROUTES: readonly AuthRoute[] = [
  route("/open-api/generate-schema", ["GET"], { served: "optional" }),
  route("/reference", ["GET"], { served: "optional" }),
];
