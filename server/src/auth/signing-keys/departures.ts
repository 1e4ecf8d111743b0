import { createAuthMiddleware } from "better-auth/api";
import { afterHooks, type Departure } from "../departure-table.ts";
import { JWKS_MAX_AGE_S } from "./policy.ts";

/** Relying parties keep the key set this long, and no longer: a key is published that long before it signs. */
const jwksCacheControl = {
  matcher: (ctx: { path?: string }) => ctx.path === "/jwks",
  handler: createAuthMiddleware(async (ctx) => {
    ctx.setHeader("Cache-Control", `public, max-age=${JWKS_MAX_AGE_S}`);
  }),
};

/** The JWT plugin's corrections for key rotation (README.md, "Departures"). */
export const signingKeyDepartures: Departure[] = [
  {
    rule: "the JWKS answers Cache-Control: public, max-age=600",
    why: "relying parties must know how long they may cache the keys; a new key is published longer than that before it signs",
    test: "test/jwt/key-rotation.test.ts",
    part: afterHooks(jwksCacheControl),
  },
];
