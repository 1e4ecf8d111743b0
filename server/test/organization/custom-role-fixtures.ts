import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { v1 } from "../helpers/billing.ts";
import type { JsonResponse, TestServer } from "../helpers/test-server.ts";
import { db, type Person } from "./fixtures.ts";

/** Shared steps of the suites about an organization's own roles (better-auth's dynamic access control). */

export type Permission = Record<string, string[]>;
export type RoleRow = {
  id: string;
  organizationId: string;
  role: string;
  permission: Permission;
  description?: string | null;
};
export type RefusalBody = { code?: string; message?: string; missingPermissions?: string[] };

/** What the role "billing" of these suites grants. */
export const BILLING_PERMISSION: Permission = { orders: ["read", "write"], refunds: ["write"], customers: ["read"] };

/** Creates a role as `who` and asserts it was created; returns the stored role as the route answered it. */
export async function createRole(
  who: Person,
  organizationId: string,
  role: string,
  permission: Permission,
  description?: string,
): Promise<RoleRow> {
  const created = await who.client.post<{ success: boolean; roleData: RoleRow }>("/organization/create-role", {
    organizationId,
    role,
    permission,
    ...(description === undefined ? {} : { additionalFields: { description } }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.roleData;
}

/** Sets a member's roles as `who` and returns the answer. */
export const setRoles = (who: Person, organizationId: string, memberId: string, role: string | string[]) =>
  who.client.post<RefusalBody & { role?: string }>("/organization/update-member-role", {
    organizationId,
    memberId,
    role,
  });

/** The organization's stored roles, by name: what a refused request must have left alone. */
export async function storedRoles(server: TestServer, organizationId: string) {
  const rows = await db(server)
    .selectFrom("organizationRole")
    .select(["id", "role", "permission", "description"])
    .where("organizationId", "=", organizationId)
    .orderBy("role")
    .execute();
  return rows.map((row) => ({ ...row, permission: JSON.parse(row.permission) as Permission }));
}

/** A member's stored role field. */
export async function storedRole(server: TestServer, memberId: string): Promise<string | undefined> {
  const row = await db(server).selectFrom("member").select("role").where("id", "=", memberId).executeTakeFirst();
  return row?.role;
}

/** A pending invitation's stored role field. */
export async function invitationRole(server: TestServer, invitationId: string): Promise<string | null | undefined> {
  const row = await db(server)
    .selectFrom("invitation")
    .select("role")
    .where("id", "=", invitationId)
    .executeTakeFirst();
  return row?.role;
}

/** Asserts a refusal by status and code. */
export function expectCode(response: JsonResponse<unknown>, status: number, code: string): void {
  expect(
    { status: response.status, code: (response.body as RefusalBody | null)?.code },
    `${response.response.url}: ${JSON.stringify(response.body)}`,
  ).toEqual({ status, code });
}

/**
 * What `who` may do in billing with their session, as statuses: reading and changing orders (an
 * unknown order: 404 once allowed), reading products and creating one. The organization is the one
 * named, else the session's active one.
 */
export async function billingAccess(server: TestServer, who: Person, organizationId?: string) {
  const query: Record<string, string> = organizationId ? { organization_id: organizationId } : {};
  const client = who.client;
  const readOrders = await v1(server, "GET", "/orders/", { client, query });
  const writeOrders = await v1(server, "PATCH", `/orders/${randomUUID()}`, { client, query, body: {} });
  const readProducts = await v1(server, "GET", "/products/", { client, query });
  const writeProducts = await v1(server, "POST", "/products/", {
    client,
    body: {
      name: "Made by a role",
      prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
      ...(organizationId ? { organization_id: organizationId } : {}),
    },
  });
  return {
    readOrders: readOrders.status,
    writeOrders: writeOrders.status,
    readProducts: readProducts.status,
    writeProducts: writeProducts.status,
  };
}

/** billingAccess's answer for the role "billing" (orders read and write, no products). */
export const BILLING_ROLE_ACCESS = { readOrders: 200, writeOrders: 404, readProducts: 403, writeProducts: 403 };
