import { int } from "./parsers.ts";
import { envSection } from "./section.ts";

/**
 * The rotation of the keys that sign JWTs, ID tokens and JWT access tokens
 * (docs/guides/signing-keys.md). Every 90 days by default: a key that never changes is one whose
 * leak is never healed, and relying parties that read the JWKS (as OpenID requires) follow a
 * rotation without noticing. `0` keeps a key until `gatehouse keys rotate`, for relying parties
 * that copied a public key instead of reading the JWKS.
 */
export const signingKeysSection = envSection({
  title: "Signing keys",
  intro:
    "A new key is published in the JWKS 15 minutes before it signs and the old one stays published 11 hours after, so relying parties that honour the JWKS `Cache-Control` never meet an unknown key ([signing keys](../guides/signing-keys.md)).",
  variables: {
    SIGNING_KEY_ROTATION_DAYS: int(90, 0, 3650),
    SIGNING_KEY_CHECK_INTERVAL_MS: int(600_000, 100, 86_400_000),
  },
  docs: {
    SIGNING_KEY_ROTATION_DAYS: {
      meaning:
        "a job process rotates the signing key once it has signed this many days (one process of many does it); `0`: only `gatehouse keys rotate` does",
    },
    SIGNING_KEY_CHECK_INTERVAL_MS: {
      meaning: "how often a job process looks whether the signing key is due, and deletes keys past their grace period",
    },
  },
});
