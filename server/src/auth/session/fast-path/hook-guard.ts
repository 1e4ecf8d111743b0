import type { BetterAuthPlugin } from "better-auth";
import { API_KEY_HEADER } from "../../api-keys/key-kinds.ts";
import { FAST_PATH_ROUTE } from "../../routes/catalogue.ts";

/**
 * The plugins whose hooks on get-session the fast path reproduces or routes around, and how. Any
 * other plugin with a hook that matches a get-session request turns the fast path off at start:
 * answering without that hook's effect would differ from the library.
 */
export const GET_SESSION_HOOKS_HANDLED: Readonly<Record<string, string>> = {
  "gatehouse-departures":
    "the boolean query flags (parseFlags), the cookie-cache size and decoding rules: reproduced, and tested against the library",
  "api-key": "a request with an API key header goes to the library (HEADERS_FOR_THE_LIBRARY)",
  "oauth-provider":
    "its before hook needs an `oauth_query` in a POST body and its after hook goes on with an authorization only when that hook (or a social sign-in's state) left one: get-session, a GET without a body, never has its effect; the fast path's differential tests run with the plugin on",
  jwt: "its set-auth-jwt header (and Access-Control-Expose-Headers) is reproduced with the plugin's signJWT, the token reused for half its lifetime (session-jwt.ts); tested",
};

type Hook = { matcher: (context: never) => boolean };

/** get-session requests as the fast path sees them: plain, with its flags, a cache cookie, an API key. */
function probes(baseURL: string) {
  const url = `${baseURL}/api/auth${FAST_PATH_ROUTE}`;
  const request = (headers: Record<string, string>, query: Record<string, string>) => ({
    path: FAST_PATH_ROUTE,
    method: "GET",
    headers: new Headers(headers),
    query,
    body: undefined,
    request: new Request(url, { headers }),
    context: {},
  });
  return [
    request({}, {}),
    request({}, { disableCookieCache: "true", disableRefresh: "true" }),
    request({ cookie: "better-auth.session_token=x; better-auth.session_data=y" }, {}),
    request({ [API_KEY_HEADER]: "x" }, {}),
  ];
}

const matchesAny = (hook: Hook, requests: ReturnType<typeof probes>) =>
  requests.some((probe) => {
    try {
      return (hook.matcher as (context: unknown) => boolean)(probe);
    } catch {
      return true; // a matcher that cannot be asked might match: count it
    }
  });

/**
 * The plugins with a hook on get-session that the fast path does not handle, as "id (before)" or
 * "id (after)"; empty when it answers exactly as the library would.
 */
export function unhandledGetSessionHooks(plugins: readonly BetterAuthPlugin[], baseURL: string): string[] {
  const requests = probes(baseURL);
  return plugins.flatMap((plugin) => {
    if (Object.hasOwn(GET_SESSION_HOOKS_HANDLED, plugin.id)) return [];
    return (["before", "after"] as const)
      .filter((phase) => (plugin.hooks?.[phase] ?? []).some((hook) => matchesAny(hook as Hook, requests)))
      .map((phase) => `${plugin.id} (${phase})`);
  });
}
