import type { SessionWithUser } from "./session-repository.ts";
import type { CookieSigner } from "./signing.ts";

/**
 * better-auth's "compact" cookie cache: base64url(JSON{ session: data, expiresAt, signature })
 * where data is { session, user, updatedAt, version } and the signature is the base64url
 * HMAC of JSON({ ...data, expiresAt }). The JSON is assembled from the already-serialized
 * session and user, byte for byte what JSON.stringify would give, without serializing twice.
 */
export function encodeCookieCache(
  signer: CookieSigner,
  found: SessionWithUser,
  maxAgeSeconds: number,
  now: number,
): string {
  const expiresAt = now + maxAgeSeconds * 1000;
  const data = `{"session":${found.sessionJson},"user":${found.userJson},"updatedAt":${now},"version":"1"`;
  const signature = signer.signBase64Url(`${data},"expiresAt":${expiresAt}}`);
  return Buffer.from(`{"session":${data}},"expiresAt":${expiresAt},"signature":"${signature}"}`, "utf8").toString(
    "base64url",
  );
}

/**
 * A verified cache cookie: what get-session answers, until when it may, and what the revocation
 * list is asked about it (its session, user, and the session's creation).
 */
export type VerifiedCache = {
  token: string;
  body: string;
  expiresAt: number;
  sessionExpiresAt: number;
  sessionId: string;
  userId: string;
  sessionCreatedAt: number;
};

/**
 * Decodes and verifies a cache cookie. The result depends only on the cookie's text (and the
 * secret), so callers may memoize it; the times it carries are checked on every use.
 */
export function verifyCookieCache(signer: CookieSigner, value: string): VerifiedCache | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.session) ||
    typeof parsed.expiresAt !== "number" ||
    typeof parsed.signature !== "string"
  )
    return null;
  if (!signer.verifyBase64Url(JSON.stringify({ ...parsed.session, expiresAt: parsed.expiresAt }), parsed.signature))
    return null;
  const cached = parsed.session;
  if (!isRecord(cached.session) || !isRecord(cached.user) || typeof cached.session.token !== "string") return null;
  if ((cached.version ?? "1") !== "1") return null;
  const sessionExpiresAt = Date.parse(String(cached.session.expiresAt));
  if (!Number.isFinite(sessionExpiresAt)) return null;
  const { id: sessionId } = cached.session;
  const { id: userId } = cached.user;
  // Not a number (an unreadable date): the list's "created at or before" is false, so a user's
  // revocation would not refuse it; such a cookie goes to the library instead.
  const sessionCreatedAt = Date.parse(String(cached.session.createdAt));
  if (typeof sessionId !== "string" || typeof userId !== "string" || !Number.isFinite(sessionCreatedAt)) return null;
  return {
    token: cached.session.token,
    sessionId,
    userId,
    sessionCreatedAt,
    body: JSON.stringify({
      session: inSchemaOrder(cached.session, SESSION_SCHEMA_KEYS),
      user: inSchemaOrder(cached.user, USER_SCHEMA_KEYS),
    }),
    expiresAt: parsed.expiresAt,
    sessionExpiresAt,
  };
}

/**
 * On a cache hit better-auth answers what its zod schemas (@better-auth/core's sessionSchema and
 * userSchema, loose) make of the cookie: their own keys first, in their order, then every other
 * key in the cookie's order. The same order here keeps the answer byte-identical.
 */
const SESSION_SCHEMA_KEYS = [
  "id",
  "createdAt",
  "updatedAt",
  "userId",
  "expiresAt",
  "token",
  "ipAddress",
  "userAgent",
] as const;
const USER_SCHEMA_KEYS = ["id", "createdAt", "updatedAt", "email", "emailVerified", "name", "image"] as const;

function inSchemaOrder(value: Record<string, unknown>, schemaKeys: readonly string[]): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of schemaKeys) if (key in value) ordered[key] = value[key];
  for (const key of Object.keys(value)) if (!(key in ordered)) ordered[key] = value[key];
  return ordered;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
