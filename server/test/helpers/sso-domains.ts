import type { TestServer } from "./test-server.ts";

/**
 * A verified SSO domain for an organization, as the SSO plugin's DNS verification leaves it
 * (sso-oidc.test.ts and the enrollment suite prove that flow with a name server on loopback).
 */
export async function verifiedDomain(server: TestServer, organizationId: string, domain: string): Promise<void> {
  await server.gatehouse.database.db
    .insertInto("ssoProvider")
    .values({
      id: crypto.randomUUID(),
      issuer: "https://idp.invalid",
      providerId: `p-${crypto.randomUUID()}`,
      organizationId,
      domain,
      domainVerified: server.gatehouse.database.kind === "postgres" ? true : 1,
    } as never)
    .execute();
}
