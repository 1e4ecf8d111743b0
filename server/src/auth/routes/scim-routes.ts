import { type AuthRoute, type HttpMethod, type RoutePolicies, route } from "./route-policy.ts";

/**
 * Every /scim/ route is an organization's directory speaking (its bearer token): the users it
 * creates are held to the organization's verified domains, not to mandatory SSO.
 */
const directoryRoute = (path: string, methods: readonly HttpMethod[], policies: RoutePolicies = {}) =>
  route(path, methods, { ...policies, mandatorySso: { ...policies.mandatorySso, newUser: "directory" } });

/** SCIM 2.0 provisioning (`@better-auth/scim`, scim/plugin.ts); the audit log records each change. */
export const SCIM_ROUTES: readonly AuthRoute[] = [
  directoryRoute("/scim/v2/Users", ["GET", "POST"], { audit: { byMethod: { POST: "scim.user_created" } } }),
  directoryRoute("/scim/v2/Users/:userId", ["GET", "PUT", "PATCH", "DELETE"], {
    audit: { byMethod: { PUT: "scim.user_updated", PATCH: "scim.user_updated", DELETE: "scim.user_deleted" } },
  }),
  directoryRoute("/scim/v2/Groups", ["GET", "POST"], { audit: { byMethod: { POST: "scim.group_created" } } }),
  directoryRoute("/scim/v2/Groups/:groupId", ["GET", "PUT", "PATCH", "DELETE"], {
    audit: { byMethod: { PUT: "scim.group_updated", PATCH: "scim.group_updated", DELETE: "scim.group_deleted" } },
  }),
  directoryRoute("/scim/v2/ServiceProviderConfig", ["GET"]),
  directoryRoute("/scim/v2/Schemas", ["GET"]),
  directoryRoute("/scim/v2/Schemas/:schemaId", ["GET"]),
  directoryRoute("/scim/v2/ResourceTypes", ["GET"]),
  directoryRoute("/scim/v2/ResourceTypes/:resourceTypeId", ["GET"]),
];
