import type { SCIMIdentity } from "@better-auth/scim";
import { emailInDomains } from "../sso/domains.ts";

type UserRow = { id: string; email: string };
type ProviderRow = { domain: string; domainVerified: boolean | number };

/**
 * Who a provisioned person is. An existing Gatehouse user is taken as the
 * directory's person only when their email is in a domain the organization verified for single
 * sign-on: the organization proved it owns those addresses. Anyone else with the email is not
 * the directory's to claim, so the plugin answers 409 (uniqueness) instead of linking by an
 * email it cannot vouch for.
 */
export function organizationIdentity(): SCIMIdentity {
  return {
    resolveUser: async ({ provisioningDomainId, resource }, { database }) => {
      const user = await database.findOne<UserRow>({
        model: "user",
        where: [{ field: "email", value: resource.primaryEmail.toLowerCase() }],
      });
      if (!user) return { action: "create" };
      const providers = await database.findMany<ProviderRow>({
        model: "ssoProvider",
        where: [{ field: "organizationId", value: provisioningDomainId }],
      });
      const vouched = providers.some((row) => Boolean(row.domainVerified) && emailInDomains(user.email, row.domain));
      return vouched ? { action: "link", userId: user.id, profile: "preserve" } : { action: "create" };
    },
  };
}
