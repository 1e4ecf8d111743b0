import dnsPromises from "node:dns/promises";
import { syncBuiltinESMExports } from "node:module";
import { sso } from "@better-auth/sso";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import { ssoRulesPlugin } from "./mandatory.ts";
import { samlMetadataUrlPlugin } from "./metadata-url.ts";

/** The DNS TXT record's name is `_gatehouse-verification-<providerId>.<domain>`. */
export const DOMAIN_VERIFICATION_PREFIX = "gatehouse-verification";

/** Roles a provider may give the members it creates (never owner: ownership is granted by people). */
export const SSO_MEMBER_ROLES = ["member", "admin"] as const;
type SsoMemberRole = (typeof SSO_MEMBER_ROLES)[number];

const isSsoMemberRole = (value: unknown): value is SsoMemberRole =>
  typeof value === "string" && (SSO_MEMBER_ROLES as readonly string[]).includes(value);

/**
 * Single sign-on per organization, better-auth's `@better-auth/sso`: an owner
 * or admin registers the organization's OIDC or SAML 2.0 identity provider for an email domain,
 * proves the domain with a DNS TXT record, and from then on `POST /api/auth/sign-in/sso` with an
 * email of that domain goes to the provider. The first sign-in creates the user and the
 * membership with the provider's `defaultRole` (just-in-time). SAML responses must be signed,
 * answer a request Gatehouse sent (no IdP-initiated responses), be meant for Gatehouse
 * (audience), carry timestamps within five minutes' skew, and are accepted once.
 *
 * Gatehouse's own settings on a provider: `defaultRole`, and `mandatory` — the domain's users
 * then cannot sign in, sign up or reset a password any other way (mandatory.ts).
 */
export function ssoPlugins(db: Kysely<DatabaseSchema>, settings: { dnsServers: readonly string[] }) {
  // The plugin asks `node:dns/promises`' default resolver for TXT records: DNS_SERVERS points it at
  // the operator's name servers (tests: at one on loopback). setServers rebinds the module's
  // functions, which its ESM namespace (what the plugin imports) only sees once synced; a second
  // server in one process would otherwise still ask the first one's. Lookups for connections
  // (getaddrinfo) are unchanged.
  if (settings.dnsServers.length > 0) {
    dnsPromises.setServers([...settings.dnsServers]);
    syncBuiltinESMExports();
  }
  return [
    sso({
      domainVerification: { enabled: true, tokenPrefix: DOMAIN_VERIFICATION_PREFIX },
      organizationProvisioning: {
        defaultRole: "member",
        getRole: async ({ provider }) => {
          const role: unknown = (provider as { defaultRole?: unknown }).defaultRole;
          return isSsoMemberRole(role) ? role : "member";
        },
      },
      schema: {
        ssoProvider: {
          additionalFields: {
            mandatory: { type: "boolean", required: false, defaultValue: false },
            defaultRole: { type: [...SSO_MEMBER_ROLES], required: false, defaultValue: "member" },
          },
        },
      },
      saml: {
        enableInResponseToValidation: true,
        allowIdpInitiated: false,
        requireTimestamps: true,
        algorithms: { onDeprecated: "reject" },
      },
    }),
    ssoRulesPlugin(db),
    samlMetadataUrlPlugin(),
  ];
}
