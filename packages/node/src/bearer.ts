import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from "jose";
import { GatehouseTokenError, GatehouseUnavailableError, type TokenRefusalReason } from "./errors.ts";
import { authFromJwtPayload } from "./identity.ts";
import type { GatehouseAuth } from "./types.ts";

export interface BearerVerifierOptions {
  jwksUrl: URL;
  issuer: string;
  audience: string;
  fetch?: typeof fetch;
  jwksCacheMs?: number;
}

/** Verifies a Gatehouse JWT; throws GatehouseTokenError when refused, GatehouseUnavailableError when the JWKS cannot be had. */
export type BearerVerifier = (token: string) => Promise<GatehouseAuth>;

/** jose's error codes for a token that is not Gatehouse's, and how each is reported. */
const REFUSALS: Partial<Record<string, TokenRefusalReason>> = {
  ERR_JWT_EXPIRED: "expired",
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: "invalid_signature",
  ERR_JWKS_NO_MATCHING_KEY: "unknown_key",
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: "unknown_key",
  ERR_JWS_INVALID: "malformed",
  ERR_JWT_INVALID: "malformed",
  ERR_JOSE_ALG_NOT_ALLOWED: "malformed",
  ERR_JOSE_NOT_SUPPORTED: "malformed",
};

const CLAIM_REFUSALS: Partial<Record<string, TokenRefusalReason>> = {
  iss: "wrong_issuer",
  aud: "wrong_audience",
  nbf: "not_yet_valid",
};

/**
 * What a failed verification means. The JWKS's own failures (no answer, not 200, not a key set,
 * a timeout) are Gatehouse's, not the token's: the caller cannot tell whether it is signed in.
 */
function failureOf(error: unknown): Error {
  if (error instanceof errors.JWTClaimValidationFailed)
    return new GatehouseTokenError(CLAIM_REFUSALS[error.claim] ?? "invalid_claims", { cause: error });
  const reason = error instanceof errors.JOSEError ? REFUSALS[error.code] : undefined;
  if (reason) return new GatehouseTokenError(reason, { cause: error });
  return new GatehouseUnavailableError("Gatehouse's signing keys (its JWKS) could not be fetched", { cause: error });
}

/**
 * Offline verification of Gatehouse's RS256 JWTs against its JWKS. jose's remote key set keeps
 * the keys for `jwksCacheMs` (10 minutes by default) and refetches them when a token names a key
 * it does not hold — at most once per 30 seconds, so a flood of tokens with made-up key ids
 * cannot make it hammer Gatehouse, while a rotated key is picked up on its first token.
 */
export function createBearerVerifier(options: BearerVerifierOptions): BearerVerifier {
  const keys = createRemoteJWKSet(options.jwksUrl, {
    ...(options.jwksCacheMs === undefined ? {} : { cacheMaxAge: options.jwksCacheMs }),
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ["RS256"],
      }));
    } catch (error) {
      throw failureOf(error);
    }
    const auth = authFromJwtPayload(payload);
    if (!auth) throw new GatehouseTokenError("invalid_claims");
    return auth;
  };
}
