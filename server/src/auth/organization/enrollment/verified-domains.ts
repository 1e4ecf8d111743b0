import { isTrue } from "../../../db/column-types.ts";
import type { Executor } from "../../../db/transaction.ts";
import { listProviderDomains } from "./repository.ts";

/** A provider's domain field may name several domains, comma-separated (as the SSO plugin reads it). */
const splitDomains = (domains: string) =>
  domains
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);

/**
 * Each organization's verified domains: those of its identity providers whose DNS TXT record was
 * checked (the SSO plugin's domain verification). A provider deleted or not yet verified counts
 * for nothing, so enrollment on its domain stops at once.
 */
export async function verifiedDomainsByOrganization(
  db: Executor,
  organizationId?: string,
): Promise<Map<string, string[]>> {
  const byOrganization = new Map<string, string[]>();
  for (const row of await listProviderDomains(db, organizationId)) {
    if (!row.organizationId || !isTrue(row.domainVerified)) continue;
    const known = byOrganization.get(row.organizationId) ?? [];
    for (const domain of splitDomains(row.domain)) if (!known.includes(domain)) known.push(domain);
    byOrganization.set(row.organizationId, known);
  }
  return byOrganization;
}

export async function verifiedDomainsOf(db: Executor, organizationId: string): Promise<string[]> {
  return (await verifiedDomainsByOrganization(db, organizationId)).get(organizationId) ?? [];
}
