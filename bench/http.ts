// Plain-fetch calls to /api/auth, used to set up and check the servers (never timed).

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthResponse {
  status: number;
  body: unknown;
  /** Cookies the response set (expired ones left out), by name. */
  cookies: Map<string, string>;
}

export const SESSION_TOKEN = "better-auth.session_token";
export const SESSION_DATA = "better-auth.session_data";

function parseSetCookies(headers: Headers): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (!expired) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return cookies;
}

async function call(base: string, path: string, init: { body?: unknown; cookie?: string }): Promise<AuthResponse> {
  const headers: Record<string, string> = { origin: base };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.cookie) headers.cookie = init.cookie;
  const res = await fetch(base + path, {
    method: init.body === undefined ? "GET" : "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the raw text for error messages
  }
  return { status: res.status, body, cookies: parseSetCookies(res.headers) };
}

export function cookieHeader(cookies: Map<string, string>, names: readonly string[]): string {
  return names
    .map((name) => {
      const value = cookies.get(name);
      if (value === undefined) throw new Error(`cookie ${name} was not set`);
      return `${name}=${value}`;
    })
    .join("; ");
}

export function describe(res: AuthResponse): string {
  return `HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
}

export const signUp = (base: string, c: Credentials): Promise<AuthResponse> =>
  call(base, "/api/auth/sign-up/email", { body: { ...c, name: c.email.split("@")[0] } });

export const signIn = (base: string, c: Credentials): Promise<AuthResponse> =>
  call(base, "/api/auth/sign-in/email", { body: c });

export const getSession = (base: string, cookie: string, query = ""): Promise<AuthResponse> =>
  call(base, `/api/auth/get-session${query}`, { cookie });

/** True when the body is a session for `email` (get-session answers 200 `null` when signed out). */
export function isSessionOf(body: unknown, email: string): boolean {
  if (typeof body !== "object" || body === null || !("user" in body) || !("session" in body)) return false;
  const user: unknown = body.user;
  return typeof user === "object" && user !== null && "email" in user && user.email === email;
}

/** Signs `c` up, or fails loudly; returns the session cookies it set. */
export async function mustSignUp(base: string, c: Credentials): Promise<Map<string, string>> {
  const res = await signUp(base, c);
  if (res.status !== 200 || !res.cookies.has(SESSION_TOKEN)) {
    throw new Error(`sign-up of ${c.email} on ${base} failed: ${describe(res)}`);
  }
  return res.cookies;
}

export function newCredentials(label: string): Credentials {
  const id = Math.random().toString(36).slice(2, 10);
  return { email: `${label}-${id}@bench.test`, password: `Bench-${id}-password` };
}
