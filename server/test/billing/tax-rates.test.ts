import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  createToken,
  expect422,
  expectError,
  v1,
} from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Gatehouse extension /v1/tax-rates (resource `organizations`). */

let server: TestServer;
let a: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "tax-a");
});
afterAll(() => server?.close());

type Rate = {
  id: string;
  country: string;
  state: string | null;
  basis_points: number;
  name: string;
  organization_id: string;
  created_at: string;
  modified_at: string | null;
};

describe("/v1/tax-rates", () => {
  it("creates, lists (country filter, pages), gets, updates and deletes", async () => {
    const created = await v1<Rate>(server, "POST", "/tax-rates/", {
      token: a.token,
      body: { country: "DE", basis_points: 1900 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      country: "DE",
      state: null,
      basis_points: 1900,
      name: "DE",
      organization_id: a.organization.id,
      modified_at: null,
    });
    const state = await v1<Rate>(server, "POST", "/tax-rates/", {
      token: a.token,
      body: { country: "US", state: "ny", basis_points: 400, name: "New York" },
    });
    expect(state.body).toMatchObject({ state: "NY", name: "New York" });
    const all = await v1<{ items: Rate[]; pagination: { total_count: number } }>(server, "GET", "/tax-rates/", {
      token: a.token,
    });
    expect(all.body.pagination.total_count).toBe(2);
    expect(all.body.items.map((item) => item.country)).toEqual(["DE", "US"]);
    const de = await v1<{ items: Rate[] }>(server, "GET", "/tax-rates/", { token: a.token, query: { country: "de" } });
    expect(de.body.items.map((item) => item.id)).toEqual([created.body.id]);
    const updated = await v1<Rate>(server, "PATCH", `/tax-rates/${created.body.id}`, {
      token: a.token,
      body: { basis_points: 700, name: "DE reduced" },
    });
    expect(updated.body).toMatchObject({ basis_points: 700, name: "DE reduced" });
    expect(updated.body.modified_at).not.toBeNull();
    expect((await v1<Rate>(server, "GET", `/tax-rates/${created.body.id}`, { token: a.token })).body.basis_points).toBe(
      700,
    );
    expect((await v1(server, "DELETE", `/tax-rates/${created.body.id}`, { token: a.token })).status).toBe(204);
    expectError(
      await v1(server, "DELETE", `/tax-rates/${created.body.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("422: unknown country, bad state, out-of-range rate, a second rate for one region", async () => {
    expect422(
      await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "XX", basis_points: 1 } }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/tax-rates/", {
        token: a.token,
        body: { country: "US", state: "N-Y", basis_points: 1 },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "US", basis_points: -1 } }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "US", basis_points: 1.5 } }),
      "body",
    );
    expect(
      (await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "IT", basis_points: 2200 } })).status,
    ).toBe(201);
    expect422(
      await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "IT", basis_points: 1000 } }),
      "body",
    );
  });

  it("access: organizations:read lists, organizations:write changes; a member reads, an admin writes", async () => {
    const reader = await createToken(server, a.owner, a.organization.id, ["organizations:read"]);
    expect((await v1(server, "GET", "/tax-rates/", { token: reader })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/tax-rates/", { token: reader, body: { country: "ES", basis_points: 2100 } }),
      403,
      "NotPermitted",
    );
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    expect((await v1(server, "GET", "/tax-rates/", { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/tax-rates/", { client: member.client, body: { country: "ES", basis_points: 2100 } }),
      403,
      "NotPermitted",
    );
    expect(
      (await v1(server, "POST", "/tax-rates/", { client: admin.client, body: { country: "ES", basis_points: 2100 } }))
        .status,
    ).toBe(201);
    expectError(await v1(server, "GET", "/tax-rates/"), 401, "Unauthorized");
  });
});
