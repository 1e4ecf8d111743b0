import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { member, memberCreate, memberList, memberListQuery, memberUpdate } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["customers", "members"];

const pathText = (name: string, description: string) =>
  z
    .string()
    .min(1)
    .openapi({ param: { name, in: "path" }, description });
const customerId = z.uuid().openapi({ param: { name: "id", in: "path" }, description: "The customer ID." });
const memberId = z.uuid().openapi({ param: { name: "member_id", in: "path" }, description: "The member ID." });
const externalId = pathText("external_id", "The customer external ID.");
const memberExternalId = pathText("member_external_id", "The member external ID.");

const byId = z.object({ id: customerId });
const byExternal = z.object({ external_id: externalId });
const memberById = z.object({ id: customerId, member_id: memberId });
const memberByExternal = z.object({ external_id: externalId, member_external_id: memberExternalId });

const listRoute = billingRoute({
  method: "get",
  path: "/customers/{id}/members",
  tags,
  summary: "List the members of a customer",
  request: { params: byId, query: memberListQuery },
  responses: { 200: jsonResponse(memberList, "The customer's members.") },
});
const createRoute = billingRoute({
  method: "post",
  path: "/customers/{id}/members",
  tags,
  summary: "Add a member to a customer (records member.created)",
  request: { params: byId, body: jsonBody(memberCreate) },
  responses: { 201: jsonResponse(member, "Member created, or the member that already has this email.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/customers/{id}/members/{member_id}",
  tags,
  summary: "Get a member of a customer",
  request: { params: memberById },
  responses: { 200: jsonResponse(member, "The member.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/customers/{id}/members/{member_id}",
  tags,
  summary: "Update a member of a customer (records member.updated)",
  request: { params: memberById, body: jsonBody(memberUpdate) },
  responses: { 200: jsonResponse(member, "Member updated.") },
});
const deleteRoute = billingRoute({
  method: "delete",
  path: "/customers/{id}/members/{member_id}",
  tags,
  summary: "Remove a member from a customer (records member.deleted)",
  request: { params: memberById },
  responses: { 204: noContent("Member removed.") },
});
const listExternalRoute = billingRoute({
  method: "get",
  path: "/customers/external/{external_id}/members",
  tags,
  summary: "List the members of a customer by external ID",
  request: { params: byExternal, query: memberListQuery },
  responses: { 200: jsonResponse(memberList, "The customer's members.") },
});
const createExternalRoute = billingRoute({
  method: "post",
  path: "/customers/external/{external_id}/members",
  tags,
  summary: "Add a member to a customer by external ID (records member.created)",
  request: { params: byExternal, body: jsonBody(memberCreate) },
  responses: { 201: jsonResponse(member, "Member created, or the member that already has this email.") },
});
const getExternalRoute = billingRoute({
  method: "get",
  path: "/customers/external/{external_id}/members/{member_external_id}",
  tags,
  summary: "Get a member by external IDs",
  request: { params: memberByExternal },
  responses: { 200: jsonResponse(member, "The member.") },
});
const updateExternalRoute = billingRoute({
  method: "patch",
  path: "/customers/external/{external_id}/members/{member_external_id}",
  tags,
  summary: "Update a member by external IDs (records member.updated)",
  request: { params: memberByExternal, body: jsonBody(memberUpdate) },
  responses: { 200: jsonResponse(member, "Member updated.") },
});
const deleteExternalRoute = billingRoute({
  method: "delete",
  path: "/customers/external/{external_id}/members/{member_external_id}",
  tags,
  summary: "Remove a member by external IDs (records member.deleted)",
  request: { params: memberByExternal },
  responses: { 204: noContent("Member removed.") },
});

/** `/v1/customers/{id}/members` and `/v1/customers/external/{external_id}/members` (scopes members:read|write). */
export function memberRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  const read = (organizationId: string | undefined) => ["members", "read", organizationId] as const;
  const write = (organizationId: string | undefined) => ["members", "write", organizationId] as const;
  // External paths first: /customers/external/{external_id}/members would otherwise fit /customers/{id}/members/{member_id}.
  app.openapi(listExternalRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    const customer = { externalId: c.req.valid("param").external_id };
    return c.json(await service.list(db, access, customer, c.req.valid("query")), 200);
  });
  app.openapi(createExternalRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    const customer = { externalId: c.req.valid("param").external_id };
    return c.json(await service.create(db, access, customer, c.req.valid("json")), 201);
  });
  app.openapi(getExternalRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    const { external_id, member_external_id } = c.req.valid("param");
    return c.json(await service.get(db, access, { externalId: external_id }, { externalId: member_external_id }), 200);
  });
  app.openapi(updateExternalRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    const { external_id, member_external_id } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(
      await service.update(db, access, { externalId: external_id }, { externalId: member_external_id }, body),
      200,
    );
  });
  app.openapi(deleteExternalRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    const { external_id, member_external_id } = c.req.valid("param");
    await service.remove(db, access, { externalId: external_id }, { externalId: member_external_id });
    return c.body(null, 204);
  });
  app.openapi(listRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    return c.json(await service.list(db, access, { id: c.req.valid("param").id }, c.req.valid("query")), 200);
  });
  app.openapi(createRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    return c.json(await service.create(db, access, { id: c.req.valid("param").id }, c.req.valid("json")), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    const { id, member_id } = c.req.valid("param");
    return c.json(await service.get(db, access, { id }, { id: member_id }), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    const { id, member_id } = c.req.valid("param");
    return c.json(await service.update(db, access, { id }, { id: member_id }, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    const { id, member_id } = c.req.valid("param");
    await service.remove(db, access, { id }, { id: member_id });
    return c.body(null, 204);
  });
  return app;
}
