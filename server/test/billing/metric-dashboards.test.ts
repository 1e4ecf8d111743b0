import { createPolar as createPolar202604 } from "@polar-sh/sdk/2026-04";
import { createPolar as createPolar202701 } from "@polar-sh/sdk/2027-01";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  createToken,
  expect422,
  expectError,
  sdk10,
  v1,
} from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's metric dashboards (`/v1/metrics/dashboards`): saved metric selections of an
 * organization, behind the metrics permission. Through the 1.0 SDK's three API versions and raw
 * requests, on the organization's token, its members' sessions and another organization's token.
 */

type Dashboard = {
  id: string;
  created_at: string;
  modified_at: string | null;
  name: string;
  metrics: string[];
  organization_id: string;
};

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "dash-a");
  b = await billingOrg(server, "dash-b");
});
afterAll(() => server?.close());

async function created(token: string, body: Record<string, unknown>): Promise<Dashboard> {
  const response = await v1<Dashboard>(server, "POST", "/metrics/dashboards", { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe("metric dashboards through the 1.0 SDK", () => {
  it("creates, lists, reads, updates and deletes with the 2026-10 module", async () => {
    const polar = sdk10(server, a.token);
    const dashboard = await polar.metrics.createDashboard({ name: "Revenue", metrics: ["revenue", "orders"] });
    expect(dashboard).toMatchObject({
      name: "Revenue",
      metrics: ["revenue", "orders"],
      organization_id: a.organization.id,
      modified_at: null,
    });
    expect(dashboard.created_at).toMatch(/Z$/);
    expect((await polar.metrics.listDashboards()).map((item) => item.id)).toContain(dashboard.id);
    expect(await polar.metrics.getDashboard(dashboard.id)).toEqual(dashboard);
    const renamed = await polar.metrics.updateDashboard(dashboard.id, { name: "Sales" });
    expect(renamed).toMatchObject({ name: "Sales", metrics: ["revenue", "orders"] });
    expect(renamed.modified_at).toMatch(/Z$/);
    const reordered = await polar.metrics.updateDashboard(dashboard.id, { metrics: ["orders"], name: null });
    expect(reordered).toMatchObject({ name: "Sales", metrics: ["orders"] });
    await polar.metrics.deleteDashboard(dashboard.id);
    await expect(polar.metrics.getDashboard(dashboard.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("works the same with the 2026-04 and 2027-01 modules", async () => {
    for (const polar of [
      createPolar202604({ accessToken: a.token, baseUrl: server.url }),
      createPolar202701({ accessToken: a.token, baseUrl: server.url }),
    ]) {
      const dashboard = await polar.metrics.createDashboard({ name: "Churn" });
      expect(dashboard.metrics).toEqual([]);
      expect((await polar.metrics.listDashboards({ organization_id: a.organization.id })).map((d) => d.id)).toContain(
        dashboard.id,
      );
      expect(
        (await polar.metrics.updateDashboard(dashboard.id, { metrics: ["churned_subscriptions"] })).metrics,
      ).toEqual(["churned_subscriptions"]);
      expect((await polar.metrics.getDashboard(dashboard.id)).name).toBe("Churn");
      await polar.metrics.deleteDashboard(dashboard.id);
      await expect(polar.metrics.deleteDashboard(dashboard.id)).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it("refuses a bad body with the SDK's HTTPValidationError", async () => {
    const polar = sdk10(server, a.token);
    await expect(polar.metrics.createDashboard({ name: "" })).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe("metric dashboards over HTTP", () => {
  it("answers Polar's shapes: 201 on create, a plain array on list, 204 on delete", async () => {
    const dashboard = await created(a.token, { name: "Plain", metrics: ["mrr"] });
    expect(Object.keys(dashboard).sort()).toEqual(
      ["created_at", "id", "metrics", "modified_at", "name", "organization_id"].sort(),
    );
    const listed = await v1<Dashboard[]>(server, "GET", "/metrics/dashboards", { token: a.token });
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    expect(listed.body.find((item) => item.id === dashboard.id)).toEqual(dashboard);
    const removed = await v1(server, "DELETE", `/metrics/dashboards/${dashboard.id}`, { token: a.token });
    expect(removed.status).toBe(204);
    expectError(
      await v1(server, "GET", `/metrics/dashboards/${dashboard.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("validates bodies and ids with 422 at the field, leaving the dashboard as it was", async () => {
    const dashboard = await created(a.token, { name: "Kept", metrics: ["revenue"] });
    const eleven = Array.from({ length: 11 }, (_, index) => `metric_${index}`);
    expect422(await v1(server, "POST", "/metrics/dashboards", { token: a.token, body: {} }), "body");
    expect422(await v1(server, "POST", "/metrics/dashboards", { token: a.token, body: { name: "" } }), "body");
    expect422(
      await v1(server, "POST", "/metrics/dashboards", { token: a.token, body: { name: "x", metrics: eleven } }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/metrics/dashboards", { token: a.token, body: { name: "x", metrics: [1] } }),
      "body",
    );
    expect422(await v1(server, "POST", "/metrics/dashboards", { token: a.token }), "body");
    const path = `/metrics/dashboards/${dashboard.id}`;
    const empty = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "PATCH", path, {
      token: a.token,
      body: { name: "" },
    });
    expect422(empty, "body");
    expect(empty.body.detail[0]?.loc).toEqual(["body", "name"]);
    expect422(await v1(server, "PATCH", path, { token: a.token, body: { metrics: eleven } }), "body");
    expect422(await v1(server, "PATCH", path, { token: a.token, body: { metrics: "revenue" } }), "body");
    expect422(await v1(server, "GET", "/metrics/dashboards/not-a-uuid", { token: a.token }), "path");
    expect422(
      await v1(server, "GET", "/metrics/dashboards", { token: a.token, query: { organization_id: "x" } }),
      "query",
    );
    const kept = await v1<Dashboard>(server, "GET", path, { token: a.token });
    expect(kept.body).toEqual(dashboard);
  });

  it("keeps each organization's dashboards to itself", async () => {
    const dashboard = await created(a.token, { name: "A's own" });
    const path = `/metrics/dashboards/${dashboard.id}`;
    expectError(await v1(server, "GET", path, { token: b.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "PATCH", path, { token: b.token, body: { name: "B" } }), 404, "ResourceNotFound");
    expectError(await v1(server, "DELETE", path, { token: b.token }), 404, "ResourceNotFound");
    const listed = await v1<Dashboard[]>(server, "GET", "/metrics/dashboards", { token: b.token });
    expect(listed.body.some((item) => item.id === dashboard.id)).toBe(false);
    // Naming another organization with a token is not found, as for every organization filter.
    expectError(
      await v1(server, "GET", "/metrics/dashboards", { token: b.token, query: { organization_id: a.organization.id } }),
      404,
      "ResourceNotFound",
    );
    expect((await v1<Dashboard>(server, "GET", path, { token: a.token })).body.name).toBe("A's own");
  });

  it("needs metrics:read to read and metrics:write to change", async () => {
    const dashboard = await created(a.token, { name: "Scoped" });
    const path = `/metrics/dashboards/${dashboard.id}`;
    const reader = await createToken(server, a.owner, a.organization.id, ["metrics:read"]);
    const other = await createToken(server, a.owner, a.organization.id, ["products:read"]);
    expect((await v1(server, "GET", path, { token: reader })).status).toBe(200);
    expect((await v1(server, "GET", "/metrics/dashboards", { token: reader })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/metrics/dashboards", { token: reader, body: { name: "No" } }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "PATCH", path, { token: reader, body: { name: "No" } }), 403, "NotPermitted");
    expectError(await v1(server, "DELETE", path, { token: reader }), 403, "NotPermitted");
    expectError(await v1(server, "GET", path, { token: other }), 403, "NotPermitted");
    expectError(await v1(server, "GET", path), 401, "Unauthorized");
    expect((await v1<Dashboard>(server, "GET", path, { token: a.token })).body.name).toBe("Scoped");
  });

  it("lets members read and owners and admins write, in the session's organization", async () => {
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    const dashboard = await created(a.token, { name: "Team" });
    const path = `/metrics/dashboards/${dashboard.id}`;
    expect((await v1(server, "GET", path, { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/metrics/dashboards", { client: member.client, body: { name: "Member" } }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "DELETE", path, { client: member.client }), 403, "NotPermitted");
    const byAdmin = await v1<Dashboard>(server, "POST", "/metrics/dashboards", {
      client: admin.client,
      body: { name: "Admin's", organization_id: a.organization.id },
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(201);
    expect(byAdmin.body.organization_id).toBe(a.organization.id);
    expect((await v1(server, "PATCH", path, { client: a.owner.client, body: { name: "Owner's" } })).status).toBe(200);
    expect((await v1(server, "DELETE", path, { client: admin.client })).status).toBe(204);
  });
});
