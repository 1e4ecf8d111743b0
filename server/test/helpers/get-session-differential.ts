import type { TestClient, TestServer } from "./test-server.ts";

/**
 * The get-session differential: one request answered by Gatehouse's fast
 * path over HTTP and by the stock `auth.handler` in-process, with the same cookies.
 */
export type Answer = {
  status: number;
  body: unknown;
  cookies: string[];
  text: string;
  /** The set-auth-jwt token's header and claims but its times (the fast path reuses a token). */
  jwt: unknown;
  exposed: string | null;
};

function jwtShape(token: string | null): unknown {
  if (token === null) return null;
  const [header = "", payload = ""] = token.split(".");
  const {
    iat: _iat,
    exp: _exp,
    ...claims
  } = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  return { header: JSON.parse(Buffer.from(header, "base64url").toString()), claims };
}

const cookieShape = (line: string) => {
  const [pair = "", ...attributes] = line.split(";").map((p) => p.trim());
  return [pair.slice(0, pair.indexOf("=")), ...attributes.sort()].join("; ");
};

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    cookies: response.headers.getSetCookie().map(cookieShape).sort(),
    text,
    jwt: jwtShape(response.headers.get("set-auth-jwt")),
    exposed: response.headers.get("access-control-expose-headers"),
  };
}

/** get-session with `cookie`, asked of the fast path and of the stock handler. */
export async function getSessionBothWays(
  server: TestServer,
  cookie: string,
  query = "",
  extraHeaders: Record<string, string> = {},
) {
  const path = `/api/auth/get-session${query}`;
  const headers = { cookie, ...extraHeaders };
  const fast = await answer(await fetch(`${server.url}${path}`, { headers }));
  const stock = await answer(
    await server.gatehouse.auth.handler(new Request(`${server.gatehouse.config.baseURL}${path}`, { headers })),
  );
  return { fast, stock };
}

/** The session cookie alone: get-session reads the database and issues a new cache. */
export const withoutCache = (c: TestClient) => {
  const jar = c.jar.clone();
  jar.delete("better-auth.session_data");
  return jar.header();
};
