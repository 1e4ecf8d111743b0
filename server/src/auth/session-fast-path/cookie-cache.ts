import type { CookieSigner } from "./signing.ts";
import type { SessionJson, UserJson } from "./session-repository.ts";

/** better-auth's "compact" cookie cache: base64url(JSON{ session, expiresAt, signature }). */
export type CachedSession = { session: SessionJson; user: UserJson; updatedAt: number; version: string };

/** The SPEC §5/§9 ceiling for cookie-cached session data. */
export const COOKIE_CACHE_LIMIT = 4093;

export function encodeCookieCache(signer: CookieSigner, data: CachedSession, maxAgeSeconds: number, now: number): string {
  const expiresAt = now + maxAgeSeconds * 1000;
  const signature = signer.signBase64Url(JSON.stringify({ ...data, expiresAt }));
  return Buffer.from(JSON.stringify({ session: data, expiresAt, signature }), "utf8").toString("base64url");
}

/** The cached session if the cookie is authentic and unexpired; otherwise null (the slow path decides what to do). */
export function decodeCookieCache(signer: CookieSigner, value: string, now: number): CachedSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.session) || typeof parsed.expiresAt !== "number" || typeof parsed.signature !== "string") return null;
  if (!signer.verifyBase64Url(JSON.stringify({ ...parsed.session, expiresAt: parsed.expiresAt }), parsed.signature)) return null;
  const cached = parsed.session;
  if (!isRecord(cached.session) || !isRecord(cached.user)) return null;
  if (parsed.expiresAt < now) return null;
  const sessionExpiresAt = Date.parse(String(cached.session.expiresAt));
  if (!Number.isFinite(sessionExpiresAt) || sessionExpiresAt < now) return null;
  if ((cached.version ?? "1") !== "1") return null;
  return cached as unknown as CachedSession;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
