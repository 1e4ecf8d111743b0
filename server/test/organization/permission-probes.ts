import { randomUUID } from "node:crypto";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { v1 } from "../helpers/billing.ts";
import type { JsonResponse } from "../helpers/test-server.ts";
import {
  expectOk,
  madeApiKey,
  madeInvitation,
  madeMember,
  madeRole,
  madeTeam,
  type PermissionKey,
  type Prober,
  throwawayOrganization,
  type World,
} from "./permission-world.ts";

/**
 * One request per permission of the catalogue (auth/roles/organization.ts), each decided by that
 * permission: the probes the permission matrix runs as every kind of member. A probe names the
 * permissions it needs (all of them) and the status it answers once they are held; without them
 * it is refused (403 unless the route answers otherwise). Probes that act on something made for
 * the occasion (a member to remove, a team to delete) have the organization's founder make it
 * first, so a refusal is about the permission, never about a missing target.
 */

export type Probe = {
  name: string;
  /** Every permission the request needs. */
  requires: readonly PermissionKey[];
  /** The status once they are held: the access check passed, whatever the handler then says. */
  allowed: number;
  /** The status without them. */
  refused: number;
  /** Sends the request as the prober, told whether the matrix expects it allowed (only deleting an organization asks). */
  send(prober: Prober, expectAllowed: boolean): Promise<JsonResponse<unknown>>;
};

/**
 * Permissions no request decides, each with why, and the request that would be theirs if one
 * did, which must not exist (404 for an owner). A member holding only one of them is refused by
 * every probe: the matrix shows they grant nothing.
 */
export const DECIDES_NOTHING: Record<PermissionKey, { why: string; method: string; path: string }> = {
  "member:create": {
    why: "better-auth adds members without an invitation only from server code (its add-member endpoint has no HTTP path); members join by invitation, which invitation:create decides",
    method: "POST",
    path: "/api/auth/organization/add-member",
  },
  "customer_sessions:read": {
    why: "Polar has customer_sessions:write only: a customer session is created, never listed or read",
    method: "GET",
    path: "/v1/customer-sessions/",
  },
  "customer_meters:write": {
    why: "Polar has customer_meters:read only: a customer's meters follow from its events",
    method: "POST",
    path: "/v1/customer-meters/",
  },
  "payments:write": { why: "Polar has payments:read only", method: "POST", path: "/v1/payments/" },
  "metrics:write": {
    why: "Polar's metrics:write is for its dashboards, which Gatehouse has not",
    method: "POST",
    path: "/v1/metrics/",
  },
  "disputes:write": { why: "Polar has disputes:read only", method: "POST", path: "/v1/disputes/" },
};

type AuthCall = Probe["send"];

function probe(name: string, requires: PermissionKey[], allowed: number, send: AuthCall, refused = 403): Probe {
  return { name, requires, allowed, refused, send };
}

const post =
  (path: string, body: (prober: Prober, expectAllowed: boolean) => Promise<unknown> | unknown): AuthCall =>
  async (prober, expectAllowed) =>
    prober.person.client.post(path, await body(prober, expectAllowed));
const get =
  (path: string, query: (world: World) => Record<string, string> = organizationQuery): AuthCall =>
  async (prober) =>
    prober.person.client.get(path, { query: query(prober.world) });
const organizationQuery = (world: World) => ({ organizationId: world.organizationId });

/** A probe whose request uses up what `make` made (when it is allowed, with `allowed`). */
function usingUp(
  name: string,
  requires: PermissionKey[],
  allowed: number,
  make: (world: World) => Promise<string>,
  send: (prober: Prober, target: string) => Promise<JsonResponse<unknown>>,
): Probe {
  return probe(name, requires, allowed, (prober) =>
    prober.world.spares.lend(
      name,
      () => make(prober.world),
      (target) => send(prober, target),
      allowed,
    ),
  );
}

const IDENTITY_PROBES: Probe[] = [
  probe(
    "POST /organization/update (its name)",
    ["organization:update"],
    200,
    post("/organization/update", ({ world }) => ({ organizationId: world.organizationId, data: { name: "Matrix" } })),
  ),
  probe(
    "POST /organization/branding/update",
    ["organization:update"],
    200,
    post("/organization/branding/update", ({ world }) => ({
      organizationId: world.organizationId,
      displayName: "Matrix",
    })),
  ),
  // Without a seat-based subscription the answer after the check is 404.
  probe(
    "POST /organization/seats/preview",
    ["organization:update"],
    404,
    post("/organization/seats/preview", ({ world }) => ({ organizationId: world.organizationId, seats: 5 })),
  ),
  probe(
    "POST /organization/update (requireTwoFactor)",
    // The library checks organization update first; Gatehouse's hook then asks for security update.
    ["organization:update", "security:update"],
    200,
    post("/organization/update", ({ world }) => ({
      organizationId: world.organizationId,
      data: { requireTwoFactor: false },
    })),
  ),
  /*
   * A prober expected to be allowed deletes a throwaway organization where it holds the same
   * role; one expected to be refused tries its own, which a wrong answer ends: the matrix then
   * fails, on that cell first.
   */
  probe(
    "POST /organization/delete",
    ["organization:delete"],
    200,
    post("/organization/delete", async (prober, expectAllowed) => ({
      organizationId: expectAllowed ? await throwawayOrganization(prober) : prober.world.organizationId,
    })),
  ),
  probe(
    "POST /organization/update-member-role",
    ["member:update"],
    200,
    post("/organization/update-member-role", ({ world }) => ({
      organizationId: world.organizationId,
      memberId: world.targetMemberId,
      role: world.nothingRole,
    })),
  ),
  probe("GET /organization/export-members", ["member:update"], 200, get("/organization/export-members")),
  usingUp("POST /organization/remove-member", ["member:delete"], 200, madeMember, ({ person, world }, email) =>
    person.client.post("/organization/remove-member", { organizationId: world.organizationId, memberIdOrEmail: email }),
  ),
  probe(
    "POST /organization/reassign-role",
    ["member:update", "ac:delete"],
    200,
    post("/organization/reassign-role", ({ world }) => ({
      organizationId: world.organizationId,
      roleName: world.unheldRole,
      toRole: world.nothingRole,
    })),
  ),
  probe(
    "POST /organization/invite-member",
    ["invitation:create"],
    200,
    post("/organization/invite-member", ({ world }) => ({
      organizationId: world.organizationId,
      email: uniqueEmail("matrix-invitee"),
      role: world.nothingRole,
    })),
  ),
  usingUp("POST /organization/cancel-invitation", ["invitation:cancel"], 200, madeInvitation, ({ person }, id) =>
    person.client.post("/organization/cancel-invitation", { invitationId: id }),
  ),
  probe(
    "POST /organization/create-team",
    ["team:create"],
    200,
    post("/organization/create-team", ({ world }) => ({
      organizationId: world.organizationId,
      name: `Matrix ${randomUUID()}`,
    })),
  ),
  probe(
    "POST /organization/update-team",
    ["team:update"],
    200,
    post("/organization/update-team", ({ world }) => ({
      teamId: world.teamId,
      data: { name: "Matrix team", organizationId: world.organizationId },
    })),
  ),
  usingUp("POST /organization/remove-team", ["team:delete"], 200, madeTeam, ({ person, world }, teamId) =>
    person.client.post("/organization/remove-team", { organizationId: world.organizationId, teamId }),
  ),
  probe("POST /organization/create-role", ["ac:create"], 200, async ({ person, world }) => {
    const role = `made-${randomUUID().slice(0, 8)}`;
    const { organizationId, founder } = world;
    const response = await person.client.post("/organization/create-role", { organizationId, role, permission: {} });
    // Gone again at once, so the organization stays under its role limit.
    if (response.status === 200)
      await expectOk(founder.client.post("/organization/delete-role", { organizationId, roleName: role }), "cleanup");
    return response;
  }),
  probe("GET /organization/list-roles", ["ac:read"], 200, get("/organization/list-roles")),
  probe(
    "POST /organization/update-role",
    ["ac:update"],
    200,
    post("/organization/update-role", ({ world }) => ({
      organizationId: world.organizationId,
      roleName: world.unheldRole,
      data: { description: "Probed" },
    })),
  ),
  usingUp("POST /organization/delete-role", ["ac:delete"], 200, madeRole, ({ person, world }, roleName) =>
    person.client.post("/organization/delete-role", { organizationId: world.organizationId, roleName }),
  ),
  probe(
    "POST /api-key/create (an organization key)",
    ["apiKey:create"],
    200,
    post("/api-key/create", ({ world }) => ({
      configId: "organization",
      organizationId: world.organizationId,
      name: "matrix",
    })),
  ),
  probe("GET /api-key/list (the organization's keys)", ["apiKey:read"], 200, get("/api-key/list")),
  probe(
    "POST /api-key/update (an organization key)",
    ["apiKey:update"],
    200,
    post("/api-key/update", ({ world }) => ({ keyId: world.apiKeyId, configId: "organization", name: "matrix" })),
  ),
  usingUp("POST /api-key/delete (an organization key)", ["apiKey:delete"], 200, madeApiKey, ({ person }, keyId) =>
    person.client.post("/api-key/delete", { keyId, configId: "organization" }),
  ),
  probe("GET /organization/scim", ["scim:read"], 200, get("/organization/scim")),
  // Nothing is connected: the answer after the check is 404.
  probe(
    "POST /organization/scim/disconnect",
    ["scim:write"],
    404,
    post("/organization/scim/disconnect", ({ world }) => organizationQuery(world)),
  ),
  probe("GET /organization/audit-log", ["auditLog:read"], 200, get("/organization/audit-log")),
  // The OAuth provider plugin decides for the session's active organization, and says 401 when clientPrivileges refuses.
  probe(
    "GET /oauth2/get-clients",
    ["oauthClient:read"],
    200,
    get("/oauth2/get-clients", () => ({})),
    401,
  ),
  probe(
    "POST /oauth2/create-client",
    ["oauthClient:write"],
    201,
    post("/oauth2/create-client", () => ({
      client_name: "Matrix app",
      redirect_uris: ["https://rp.example.com/callback"],
      token_endpoint_auth_method: "none",
    })),
    401,
  ),
];

type BillingRequest = { body?: unknown; query?: Record<string, string> };

/** A /v1 request with the prober's session, for its organization; `{id}` is a random id, `{organization}` the organization's. */
function billingProbe(
  permission: PermissionKey,
  method: string,
  path: string,
  allowed: number,
  { body, query }: BillingRequest = {},
): Probe {
  return probe(`${method} /v1${path}`, [permission], allowed, ({ person, world }) =>
    v1(world.server, method, path.replace("{id}", randomUUID()).replace("{organization}", world.organizationId), {
      client: person.client,
      query: { organization_id: world.organizationId, ...query },
      body,
    }),
  );
}

/**
 * Lists for read; for write a change of something that does not exist (404 after the check), or
 * a creation whose body passes the schema and then names nothing that exists (422 after it).
 */
const BILLING_PROBES: Probe[] = [
  billingProbe("organizations:read", "GET", "/organizations/", 200),
  billingProbe("organizations:write", "DELETE", "/tax-rates/{id}", 404),
  billingProbe("organization_access_tokens:read", "GET", "/organization-access-tokens/", 200),
  billingProbe("organization_access_tokens:write", "DELETE", "/organization-access-tokens/{id}", 404),
  billingProbe("products:read", "GET", "/products/", 200),
  billingProbe("products:write", "PATCH", "/products/{id}", 404, { body: {} }),
  billingProbe("benefits:read", "GET", "/benefits/", 200),
  billingProbe("benefits:write", "DELETE", "/benefits/{id}", 404),
  billingProbe("custom_fields:read", "GET", "/custom-fields/", 200),
  billingProbe("custom_fields:write", "DELETE", "/custom-fields/{id}", 404),
  billingProbe("discounts:read", "GET", "/discounts/", 200),
  billingProbe("discounts:write", "DELETE", "/discounts/{id}", 404),
  billingProbe("customers:read", "GET", "/customers/", 200),
  billingProbe("customers:write", "DELETE", "/customers/{id}", 404),
  billingProbe("files:read", "GET", "/files/", 200),
  billingProbe("files:write", "DELETE", "/files/{id}", 404),
  billingProbe("checkouts:read", "GET", "/checkouts/", 200),
  billingProbe("checkouts:write", "PATCH", "/checkouts/{id}", 404, { body: {} }),
  billingProbe("checkout_links:read", "GET", "/checkout-links/", 200),
  billingProbe("checkout_links:write", "DELETE", "/checkout-links/{id}", 404),
  billingProbe("orders:read", "GET", "/orders/", 200),
  billingProbe("orders:write", "POST", "/orders/{id}/invoice", 404),
  billingProbe("refunds:read", "GET", "/refunds/", 200),
  billingProbe("refunds:write", "POST", "/refunds/", 422, {
    body: { order_id: randomUUID(), reason: "customer_request", amount: 100 },
  }),
  billingProbe("webhooks:read", "GET", "/webhooks/endpoints", 200),
  billingProbe("webhooks:write", "DELETE", "/webhooks/endpoints/{id}", 404),
  billingProbe("subscriptions:read", "GET", "/subscriptions/", 200),
  billingProbe("subscriptions:write", "DELETE", "/subscriptions/{id}", 404),
  billingProbe("license_keys:read", "GET", "/license-keys/", 200),
  billingProbe("license_keys:write", "PATCH", "/license-keys/{id}", 404, { body: {} }),
  billingProbe("customer_sessions:write", "POST", "/customer-sessions/", 422, { body: { customer_id: randomUUID() } }),
  billingProbe("meters:read", "GET", "/meters/", 200),
  billingProbe("meters:write", "PATCH", "/meters/{id}", 404, { body: {} }),
  billingProbe("events:read", "GET", "/events/", 200),
  billingProbe("events:write", "PATCH", "/event-types/{id}", 404, { body: { label: "Matrix" } }),
  billingProbe("customer_meters:read", "GET", "/customer-meters/", 200),
  billingProbe("payments:read", "GET", "/payments/", 200),
  billingProbe("metrics:read", "GET", "/metrics/limits", 200),
  billingProbe("disputes:read", "GET", "/disputes/", 200),
  // Seats are listed for one subscription (or order): an unknown one is 404 after the check.
  billingProbe("customer_seats:read", "GET", "/customer-seats", 404, { query: { subscription_id: randomUUID() } }),
  billingProbe("customer_seats:write", "DELETE", "/customer-seats/{id}", 404),
  // A team customer's members: an unknown customer is 404 after the check.
  billingProbe("members:read", "GET", "/customers/{id}/members", 404),
  billingProbe("members:write", "DELETE", `/customers/{id}/members/${randomUUID()}`, 404),
  billingProbe("wallets:read", "GET", "/wallets/", 200),
  billingProbe("wallets:write", "POST", "/wallets/credits", 404, {
    body: { customer_id: randomUUID(), currency: "usd", amount: 100 },
  }),
  {
    // Keys of two modes: refused as a 422 after both checks, before Stripe would be asked.
    ...billingProbe("organizations:write", "PUT", "/organizations/{organization}/stripe-account", 422, {
      body: {
        secret_key: "sk_test_MatrixSecretKey0",
        publishable_key: "pk_live_MatrixPublishable0",
        webhook_secret: "whsec_MatrixSigningSecret0",
      },
    }),
    // /v1 asks a session for organizations:write, then connecting asks for the payment account.
    requires: ["organizations:write", "paymentAccount:write"],
  },
];

export const PROBES: readonly Probe[] = [...IDENTITY_PROBES, ...BILLING_PROBES];
