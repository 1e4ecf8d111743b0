import { expect } from "vitest";
import { signUpVerified } from "../helpers/account-flows.ts";
import { startTxtDnsServer, type TxtDnsServer } from "../helpers/dns-server.ts";
import { onFreePort, startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, type Organization, type Person } from "../organization/fixtures.ts";

/** What register-provider answers (the plugin's provider with Gatehouse's settings). */
export type RegisteredProvider = {
  providerId: string;
  domain: string;
  domainVerified: boolean;
  domainVerificationToken: string;
  organizationId: string;
  mandatory: boolean;
  defaultRole: string;
};

export type SsoFixture = {
  server: TestServer;
  dns: TxtDnsServer;
  baseURL: string;
  owner: Person;
  organization: Organization;
  /** Registers a provider as the owner; asserts it was created. */
  register(body: Record<string, unknown>): Promise<RegisteredProvider>;
  /** Publishes the provider's TXT record and verifies the domain; asserts 204. */
  verifyDomain(provider: RegisteredProvider): Promise<void>;
  close(): Promise<void>;
};

/** The TXT record's name for a provider (`DOMAIN_VERIFICATION_PREFIX` in src/auth/sso/plugin.ts). */
export const txtRecordName = (providerId: string, domain: string) => `_gatehouse-verification-${providerId}.${domain}`;

/**
 * Gatehouse with a loopback name server for domain verification, an organization and its owner
 * (`owner@<ownerDomain>`); `prepare` starts the identity provider once Gatehouse's URL is known.
 */
export async function startSsoFixture(options: {
  ownerDomain: string;
  trustedOrigins: string[];
  env?: Record<string, string>;
  baseURL?: string;
}): Promise<SsoFixture> {
  const startOn = async (port: number) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const dns = await startTxtDnsServer();
    try {
      const server = await startTestServer({
        env: {
          PORT: String(port),
          BASE_URL: baseURL,
          DNS_SERVERS: dns.address,
          // Identity providers on loopback are private addresses: trusted by the operator, as an
          // internal IdP would be.
          TRUSTED_ORIGINS: options.trustedOrigins.join(","),
          ...options.env,
        },
      });
      return { dns, server, baseURL };
    } catch (error) {
      await dns.close();
      throw error;
    }
  };
  // A given base URL's port was picked by the caller, which also retries when it was taken.
  const { dns, server, baseURL } = options.baseURL
    ? await startOn(Number(new URL(options.baseURL).port))
    : await onFreePort(startOn);
  const ownerClient = server.client();
  const ownerEmail = `owner@${options.ownerDomain}`;
  const owner = { client: ownerClient, email: ownerEmail, id: await signUpVerified(server, ownerClient, ownerEmail) };
  const organization = await createOrganization(owner, { name: "Acme" });
  return {
    server,
    dns,
    baseURL,
    owner,
    organization,
    register: async (body) => {
      const created = await owner.client.post<RegisteredProvider>("/sso/register", {
        organizationId: organization.id,
        ...body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body;
    },
    verifyDomain: async (provider) => {
      const name = txtRecordName(provider.providerId, provider.domain);
      dns.setTxt(name, [`_gatehouse-verification-${provider.providerId}=${provider.domainVerificationToken}`]);
      const verified = await owner.client.post("/sso/verify-domain", { providerId: provider.providerId });
      expect(verified.status, JSON.stringify(verified.body)).toBe(204);
    },
    close: async () => {
      await server.close();
      await dns.close();
    },
  };
}
