import { GatehouseUnavailableError } from "./errors.ts";
import { authFromSessionAnswer } from "./identity.ts";
import type { GatehouseAuth } from "./types.ts";

/** Gatehouse's cookies (better-auth's, `__Secure-` prefixed over HTTPS): the only ones sent on to it. */
const GATEHOUSE_COOKIE = /^(?:__Secure-|__Host-)?better-auth\./;
const SESSION_TOKEN_COOKIE = /^(?:__Secure-|__Host-)?better-auth\.session_token$/;
const GET_SESSION_TIMEOUT_MS = 5_000;

const nameOf = (cookie: string): string => cookie.split("=", 1)[0] ?? "";

/**
 * The Cookie header to send Gatehouse: the request's Gatehouse cookies alone (the app's own
 * cookies are none of its business), or null when there is no session cookie to check.
 */
export function gatehouseCookies(header: string | null): string | null {
  if (!header) return null;
  const cookies = header
    .split(";")
    .map((cookie) => cookie.trim())
    .filter((cookie) => GATEHOUSE_COOKIE.test(nameOf(cookie)));
  const hasSession = cookies.some((cookie) => SESSION_TOKEN_COOKIE.test(nameOf(cookie)));
  return hasSession ? cookies.join("; ") : null;
}

/** Asks Gatehouse who holds the session these cookies carry; null when none (signed out, expired, revoked). */
export type SessionChecker = (cookie: string) => Promise<GatehouseAuth | null>;

export function createSessionChecker(getSessionUrl: URL, fetchImpl: typeof fetch = fetch): SessionChecker {
  return async (cookie) => {
    let response: Response;
    try {
      response = await fetchImpl(getSessionUrl, {
        headers: { cookie, accept: "application/json" },
        redirect: "manual",
        signal: AbortSignal.timeout(GET_SESSION_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatehouseUnavailableError("Gatehouse's get-session could not be reached", { cause: error });
    }
    if (response.status !== 200)
      throw new GatehouseUnavailableError(`Gatehouse's get-session answered ${response.status}`);
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      throw new GatehouseUnavailableError("Gatehouse's get-session answer is not JSON", { cause: error });
    }
    const auth = authFromSessionAnswer(answer);
    if (auth === undefined) throw new GatehouseUnavailableError("Gatehouse's get-session answer is not a session");
    return auth;
  };
}
