import { createHmac } from "node:crypto";
import { scim } from "@better-auth/scim";
import type { AuthContext } from "better-auth";
import type { Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { departuresPlugin } from "../departure-table.ts";
import { scimConnectionsPlugin } from "./connections-plugin.ts";
import { scimDepartures } from "./departures.ts";
import { scimGroupRolesPlugin } from "./group-roles-plugin.ts";
import { organizationIdentity } from "./identity.ts";
import { organizationProjection } from "./projection.ts";
import { scimRoutes } from "./scim-routes.ts";
import { scimTransactions } from "./transactions.ts";

/**
 * SCIM 2.0 provisioning per organization, better-auth's `@better-auth/scim`:
 * an organization's directory (Okta, Entra ID, …) creates, updates, deactivates and deletes its
 * people at `/api/auth/scim/v2/Users` and its groups at `/api/auth/scim/v2/Groups`, with the
 * organization's bearer token (connections-plugin.ts). Gatehouse applies what the directory
 * says to the organization: membership, teams mirroring groups, the roles the organization mapped
 * groups to (group-roles-plugin.ts), sessions (projection.ts); and takes an existing user as the
 * directory's person only in a domain the organization verified (identity.ts). Every SCIM request
 * runs in one transaction (transactions.ts). Where the plugin answers otherwise than RFC 7644, the
 * rows of departures.ts correct it.
 */
export function scimPlugins(db: Kysely<DatabaseSchema>, kind: DialectKind, authSecret: string) {
  const transactions = scimTransactions(db, kind);
  const provider = scim({
    connections: [],
    // Tokens are stored as HMAC digests under a key of their own, derived from AUTH_SECRET.
    managedConnections: {
      credentialHashSecret: createHmac("sha256", authSecret).update("gatehouse scim credentials").digest("hex"),
      maxActiveCredentials: 2,
    },
    identity: organizationIdentity(),
    projection: organizationProjection(),
  });
  // The plugin's start-up check asks the adapter whether it runs transactions: the one SCIM
  // requests get does.
  const checkAdapter = provider.init;
  provider.init = (context: AuthContext) =>
    checkAdapter({ ...context, adapter: transactions.transactional(context.options) });
  return [
    transactions.plugin,
    // Ahead of the SCIM plugin: its request rule answers before the plugin reads a body.
    departuresPlugin("gatehouse-scim-departures", scimDepartures(scimRoutes(provider), transactions.transactional, db)),
    provider,
    scimConnectionsPlugin(provider, db, transactions.transactional),
    scimGroupRolesPlugin(provider, db, transactions.transactional),
  ] as const;
}
