/** One Set-Cookie line, split into what the tests assert on. */
export type SetCookie = {
  name: string;
  value: string;
  /** Lower-cased attribute names mapped to their values ("" for flags such as HttpOnly). */
  attributes: Map<string, string>;
  line: string;
};

export const SESSION_TOKEN_COOKIE = "better-auth.session_token";
export const SESSION_DATA_COOKIE = "better-auth.session_data";
export const DONT_REMEMBER_COOKIE = "better-auth.dont_remember";

export function parseSetCookies(response: Response | Headers): SetCookie[] {
  const headers = response instanceof Headers ? response : response.headers;
  return headers.getSetCookie().map((line) => {
    const [pair = "", ...rest] = line.split(";");
    const eq = pair.indexOf("=");
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [key = "", ...value] = attribute.split("=");
      attributes.set(key.trim().toLowerCase(), value.join("=").trim());
    }
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes, line };
  });
}

/** The last Set-Cookie for `name` in a response (better-auth may expire and then set one). */
export function findSetCookie(response: Response | Headers, name: string): SetCookie | undefined {
  return parseSetCookies(response)
    .filter((c) => c.name === name)
    .at(-1);
}

/** Max-Age as a number, or undefined for a browser-session cookie. */
export function maxAgeOf(cookie: SetCookie | undefined): number | undefined {
  const raw = cookie?.attributes.get("max-age");
  return raw === undefined ? undefined : Number(raw);
}

/** True when the line tells the browser to drop the cookie. */
export function isExpiry(cookie: SetCookie | undefined): boolean {
  return cookie !== undefined && (maxAgeOf(cookie) === 0 || cookie.value === "");
}

/** The session token inside a signed session_token cookie value ("token.signature", URL-encoded). */
export function tokenOfCookieValue(value: string): string {
  return decodeURIComponent(value).split(".")[0] ?? "";
}
