/** Why a bearer token was refused. */
export type TokenRefusalReason =
  | "malformed"
  | "invalid_signature"
  | "unknown_key"
  | "expired"
  | "not_yet_valid"
  | "wrong_issuer"
  | "wrong_audience"
  | "invalid_claims";

const REFUSAL_MESSAGES: Record<TokenRefusalReason, string> = {
  malformed: "The bearer token is not a JWT Gatehouse signs",
  invalid_signature: "The bearer token's signature does not verify",
  unknown_key: "The bearer token is signed with a key Gatehouse does not publish",
  expired: "The bearer token has expired",
  not_yet_valid: "The bearer token is not valid yet",
  wrong_issuer: "The bearer token was issued by another server",
  wrong_audience: "The bearer token is meant for another audience",
  invalid_claims: "The bearer token's claims are not Gatehouse's",
};

/** A bearer token that does not prove who sent the request: the request is not signed in. */
export class GatehouseTokenError extends Error {
  override readonly name = "GatehouseTokenError";
  constructor(
    readonly reason: TokenRefusalReason,
    options?: { cause?: unknown },
  ) {
    super(REFUSAL_MESSAGES[reason], options);
  }
}

/**
 * Gatehouse could not be asked (its JWKS or get-session did not answer, or answered with an
 * error): whether the request is signed in is unknown. Not the sender's fault; the guards answer 503.
 */
export class GatehouseUnavailableError extends Error {
  override readonly name = "GatehouseUnavailableError";
}
