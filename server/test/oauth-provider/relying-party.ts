import * as oidc from "openid-client";
import { expect } from "vitest";
import type { TestClient, TestServer } from "../helpers/test-server.ts";

/** The steps of an OpenID flow against Gatehouse: the relying party's, and the user's browser's. */

/** The client's view of Gatehouse, from its discovery document. */
export const discover = (server: TestServer, clientId: string) =>
  oidc.discovery(new URL(server.url), clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });

/** Where an authorization request sends the browser (a navigation is a 302 to it). */
export async function open(server: TestServer, url: URL, who: TestClient): Promise<URL> {
  const response = await who.request<{ url?: string }>("GET", `${url.pathname}${url.search}`, undefined, {
    headers: { accept: "text/html", "sec-fetch-mode": "navigate" },
  });
  const location = response.status === 302 ? response.headers.get("location") : response.body?.url;
  expect(location, `${response.status} ${JSON.stringify(response.body)}`).toEqual(expect.any(String));
  return new URL(location ?? "", server.url);
}

/**
 * The browser's part: the signed-in user opens the authorization URL; Gatehouse sends them to
 * its consent page, where they accept — every scope asked for, or only `scope` when given; the
 * answer is the redirect back to the client, with the code.
 */
export async function authorizeAsUser(server: TestServer, url: URL, who: TestClient, scope?: string): Promise<URL> {
  const consentPage = await open(server, url, who);
  expect(consentPage.pathname).toBe("/oauth/consent");
  const accepted = await who.post<{ url?: string; redirect_uri?: string }>("/oauth2/consent", {
    accept: true,
    oauth_query: consentPage.search.slice(1),
    ...(scope === undefined ? {} : { scope }),
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return new URL(accepted.body.url ?? accepted.body.redirect_uri ?? "");
}

/** A full authorization code flow with PKCE for `scope`, as `who`; the tokens the client gets. */
export async function signInThroughClient(
  server: TestServer,
  config: oidc.Configuration,
  who: TestClient,
  options: { redirectUri: string; scope: string; grantedScope?: string },
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: options.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    prompt: "consent",
  });
  const callback = await authorizeAsUser(server, url, who, options.grantedScope);
  return oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
}
