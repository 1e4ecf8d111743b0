import { expect } from "vitest";
import { type OidcTestProvider, type StartOidcProviderOptions, startOidcProvider } from "../helpers/oidc-provider.ts";
import { onFreePort, startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/** The id Gatehouse knows the loopback OpenID provider by. */
export const PROVIDER_ID = "loopback";

export type SocialFixture = {
  idp: OidcTestProvider;
  server: TestServer;
  /** POST /sign-in/social (or /link-social) and the provider's login; returns the provider's redirect back. */
  startAtProvider(
    client: TestClient,
    account: string,
    body?: Record<string, unknown>,
    options?: { path?: string; consent?: boolean },
  ): Promise<URL>;
  /** A whole sign-in: start, log in at the provider, open the callback in `client`. */
  signIn(client: TestClient, account: string, body?: Record<string, unknown>): Promise<Response>;
  close(): Promise<void>;
};

/** Gatehouse configured with a real OpenID provider on loopback under the id "loopback". */
export async function startSocialFixture(
  options: { env?: Record<string, string>; idp?: Omit<StartOidcProviderOptions, "redirectUris"> } = {},
): Promise<SocialFixture> {
  const { idp, server } = await onFreePort(async (port) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const idp = await startOidcProvider({
      ...options.idp,
      redirectUris: [`${baseURL}/api/auth/callback/${PROVIDER_ID}`],
    });
    try {
      const server = await startTestServer({
        env: { PORT: String(port), BASE_URL: baseURL, ...idp.env(PROVIDER_ID), ...options.env },
      });
      return { idp, server };
    } catch (error) {
      await idp.close();
      throw error;
    }
  });

  async function startAtProvider(
    client: TestClient,
    account: string,
    body: Record<string, unknown> = {},
    opts: { path?: string; consent?: boolean } = {},
  ) {
    const start = await client.post<{ url: string; redirect: boolean }>(opts.path ?? "/sign-in/social", {
      provider: PROVIDER_ID,
      callbackURL: "/dashboard",
      ...body,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    return idp.authorize(start.body.url, { account, consent: opts.consent });
  }

  return {
    idp,
    server,
    startAtProvider,
    signIn: async (client, account, body) => client.visit((await startAtProvider(client, account, body)).href),
    close: async () => {
      await server.close();
      await idp.close();
    },
  };
}

/** Where a redirect sends the browser, as a URL (relative locations resolved against the server). */
export function locationOf(response: Response, server: TestServer): URL {
  const location = response.headers.get("location");
  expect(location, `status ${response.status} without Location`).toBeTruthy();
  return new URL(location!, server.url);
}
