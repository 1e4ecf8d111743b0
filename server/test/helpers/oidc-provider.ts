import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/** A user of the loopback provider. */
export type ProviderAccount = { sub: string; email?: string; email_verified?: boolean; name: string };

export const PROVIDER_ACCOUNTS = {
  alice: { sub: "alice-sub", email: "alice@idp.test", email_verified: true, name: "Alice Provider" },
  bob: { sub: "bob-sub", email: "bob@idp.test", email_verified: false, name: "Bob Unverified" },
  noEmail: { sub: "no-email-sub", name: "No Email" },
  frank: { sub: "frank-sub", email: "frank@idp.test", email_verified: true, name: "Frank Provider" },
} satisfies Record<string, ProviderAccount>;

export type OidcTestProvider = {
  /** Issuer URL, e.g. http://127.0.0.1:PORT */
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  /** Gatehouse environment variables configuring this provider under `id`. */
  env(id: string): Record<string, string>;
  /**
   * Acts as the user's browser at the provider: opens the authorize URL, logs in as `account`
   * (its sub), grants or denies consent, and returns the redirect back to the client
   * (Gatehouse's callback URL with code/state, or error=access_denied).
   */
  authorize(url: string, options: { account: string; consent?: boolean }): Promise<URL>;
  /**
   * Tokens the provider issues to its client for `account`, through its own authorization code
   * flow (as a native app would get them before handing the ID token to Gatehouse).
   */
  issueTokens(account: string): Promise<{ id_token: string; access_token: string; refresh_token?: string }>;
  close(): Promise<void>;
};

export type StartOidcProviderOptions = {
  /** Gatehouse's base URL; the client's redirect_uri is `${baseURL}/api/auth/callback/${providerId}`. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  accounts?: ProviderAccount[];
  /** Access-token lifetime in seconds (default 3600); a short one makes Gatehouse refresh. */
  accessTokenTtl?: number;
};

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client, PKCE,
 * in-memory accounts and its built-in login and consent pages, driven over plain HTTP.
 */
export async function startOidcProvider(options: StartOidcProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? "gatehouse-test";
  const clientSecret = options.clientSecret ?? "gatehouse-test-secret-0123456789";
  const accounts = new Map<string, ProviderAccount>();
  for (const a of options.accounts ?? Object.values(PROVIDER_ACCOUNTS)) accounts.set(a.sub, a);

  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: options.accessTokenTtl ?? 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Grant: 86_400,
      Session: 86_400,
      RefreshToken: 86_400,
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    // Claims in the ID token itself, as Google and most providers send them (idToken sign-in reads them).
    conformIdTokenClaims: false,
    // A refresh token with every code grant (no offline_access consent dance), so refresh is testable.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed("refresh_token"),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "offline_access", "email", "profile"],
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => {
          const claims: Record<string, unknown> = { sub, name: account.name };
          if (account.email !== undefined) {
            claims.email = account.email;
            claims.email_verified = account.email_verified ?? false;
          }
          return claims;
        },
      };
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: (id) => {
      const prefix = id.toUpperCase().replace(/-/g, "_");
      return {
        OIDC_PROVIDERS: id,
        [`${prefix}_ISSUER`]: issuer,
        [`${prefix}_CLIENT_ID`]: clientId,
        [`${prefix}_CLIENT_SECRET`]: clientSecret,
      };
    },
    authorize: (url, { account, consent = true }) => drive(issuer, url, account, consent),
    issueTokens: (account) =>
      issueTokens({ issuer, clientId, clientSecret, redirectUri: options.redirectUris[0]!, account }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The browser side of the provider's login and consent pages. */
async function drive(issuer: string, startUrl: string, account: string, consent: boolean): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split("=")[1]!).getTime() < Date.now());
      if (!value || expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    store(response);
    return response;
  };

  let next: { url: string; init?: RequestInit } = { url: startUrl };
  for (let step = 0; step < 20; step++) {
    const response = await go(next.url, next.init);
    const location = response.headers.get("location");
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== issuer) return target;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`OIDC provider answered ${response.status} at ${next.url}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page at ${next.url}: ${html.slice(0, 300)}`);
    const submitUrl = new URL(action.replace(/&amp;/g, "&"), next.url).href;
    if (!consent && prompt === "consent") {
      next = { url: `${submitUrl.replace(/\/$/, "")}/abort` };
      continue;
    }
    const form: Record<string, string> = prompt === "login" ? { prompt, login: account, password: "any" } : { prompt };
    next = {
      url: submitUrl,
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      },
    };
  }
  throw new Error("OIDC provider flow did not return to the client");
}

/** A full authorization code flow with PKCE straight against the provider, as its client. */
async function issueTokens(input: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: string;
}) {
  const verifier = randomBytes(48).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const authorize = new URL(`${input.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state: randomBytes(16).toString("hex"),
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  const back = await drive(input.issuer, authorize.href, input.account, true);
  const code = back.searchParams.get("code");
  if (!code) throw new Error(`provider returned no code: ${back.href}`);
  const response = await fetch(`${input.issuer}/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${input.clientId}:${input.clientSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: input.redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id_token: string; access_token: string; refresh_token?: string };
}
