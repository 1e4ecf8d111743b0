import { apiKey } from "@better-auth/api-key";
import type { BetterAuthOptions } from "better-auth";
import { type IdentityAuditSink, NO_AUDIT } from "../audit-sink.ts";
import { withDepartures } from "../departure-table.ts";
import { apiKeyDepartures } from "./departures.ts";
import { API_KEY_HEADER, API_KEY_RATE_LIMIT, ORGANIZATION_API_KEY_CONFIG, USER_API_KEY_CONFIG } from "./key-kinds.ts";
import type { ApiKeyRepository } from "./repository.ts";

/**
 * API keys (@better-auth/api-key): shown once at creation, stored as their SHA-256.
 * - User keys (configId "default"): a request with `x-api-key` acts as the key's owner on every
 *   auth route (get-session answers the owner).
 * - Organization keys (configId "organization", body organizationId): owned by the organization,
 *   managed by members whose roles grant apiKey (roles/organization.ts); they authenticate no
 *   session. A member may give one `permissions` they hold themselves, and it acts within what
 *   they hold from then on (creator-permissions.ts, key-verification.ts).
 * Gatehouse's statuses and wording where the plugin differs, a banned owner's keys and IP
 * allowlists (ip-allowlist.ts, ip-refusal.ts; refusals audited through `recordAudit`): departures.ts.
 */
export function apiKeysPlugin(apiKeys: ApiKeyRepository, recordAudit: IdentityAuditSink = NO_AUDIT) {
  const shared = { apiKeyHeaders: API_KEY_HEADER, rateLimit: API_KEY_RATE_LIMIT };
  const plugin = apiKey([
    { ...shared, configId: USER_API_KEY_CONFIG, references: "user", enableSessionForAPIKeys: true },
    { ...shared, configId: ORGANIZATION_API_KEY_CONFIG, references: "organization" },
  ]);
  return withDepartures(plugin, apiKeyDepartures(apiKeys, recordAudit));
}

/**
 * A deleted user's keys are deleted with the user: no foreign key can point at "a user or an
 * organization" (organization keys go with the organization, see organization/plugin.ts).
 */
export function apiKeysDeletedWithTheirUser(apiKeys: ApiKeyRepository): BetterAuthOptions["databaseHooks"] {
  return { user: { delete: { after: async (user) => apiKeys.deleteOwnedBy(USER_API_KEY_CONFIG, user.id) } } };
}
