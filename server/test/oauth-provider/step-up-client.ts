import * as oidc from "openid-client";
import { expect } from "vitest";
import type { TestClient, TestServer } from "../helpers/test-server.ts";
import { authorizeAsUser, discover } from "./relying-party.ts";

/** The step-up tests' OpenID client: a public client with PKCE, registered by a platform admin. */

export const REDIRECT_URI = "https://rp.example.com/callback";

/** Registers the client as `admin` (a platform admin); its client_id. */
export async function registerStepUpClient(admin: TestClient): Promise<string> {
  const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Step-up RP",
    redirect_uris: [REDIRECT_URI],
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code"],
    response_types: ["code"],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.client_id;
}

/** An authorization request for `openid` with PKCE and consent, plus `extra` parameters. */
export async function authorizationRequestOf(server: TestServer, clientId: string, extra: Record<string, string> = {}) {
  const config = await discover(server, clientId);
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: "openid",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    prompt: "consent",
    ...extra,
  });
  return { config, verifier, url };
}

/** The claims of the ID token the client gets for a plain code flow, as `who`. */
export async function idTokenClaimsOf(server: TestServer, clientId: string, who: TestClient) {
  const { config, verifier, url } = await authorizationRequestOf(server, clientId);
  const tokens = await oidc.authorizationCodeGrant(config, await authorizeAsUser(server, url, who), {
    pkceCodeVerifier: verifier,
  });
  return tokens.claims();
}
