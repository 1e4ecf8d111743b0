import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOrganization,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../../server/test/organization/fixtures.ts";
import { type E2E, expectAccessible, signInThroughPage, startE2E } from "./harness.ts";

/**
 * A member whose own role reads orders and manages access tokens and API keys is offered only what
 * they hold: the access token's scopes and the organization key's permissions. When their role
 * shrinks while the form is open, the server's refusal is shown above the form.
 */

const ROLE = "order-clerk";
const CLERK = { orders: ["read"], organization_access_tokens: ["read", "write"], apiKey: ["create", "read"] };

let e2e: E2E;
let owner: Person;
let clerk: Person;
let organization: Organization;

async function setRole(permission: Record<string, string[]>): Promise<void> {
  const updated = await owner.client.post("/organization/update-role", {
    organizationId: organization.id,
    roleName: ROLE,
    data: { permission },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}

beforeAll(async () => {
  e2e = await startE2E();
  owner = await person(e2e.server, "clerk-owner");
  organization = await createOrganization(owner, { name: "Clerk Co", slug: "clerk-co" });
  const created = await owner.client.post("/organization/create-role", {
    organizationId: organization.id,
    role: ROLE,
    permission: CLERK,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const joined = await joinedMember(e2e.server, owner, organization.id, "member", "order-clerk");
  const given = await owner.client.post("/organization/update-member-role", {
    organizationId: organization.id,
    memberId: joined.member.id,
    role: ROLE,
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  clerk = joined;
});
afterAll(async () => e2e?.close());

describe("credentials offer only what their creator holds", () => {
  it("the access token form offers the clerk's scopes only, and shows the refusal once the role shrank", async () => {
    await setRole(CLERK);
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, clerk.email);
    await page.goto("/organizations/clerk-co/billing/access-tokens");
    const scopes = page.getByRole("group", { name: "Scopes" });
    await scopes.getByLabel("orders:read").waitFor();
    const offered = await scopes
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label")));
    expect(offered).toEqual(["organization_access_tokens:read", "organization_access_tokens:write", "orders:read"]);
    await expectAccessible(page);

    await page.getByLabel("Comment").fill("Order export");
    await scopes.getByLabel("orders:read").check();
    await page.getByRole("button", { name: "Create token" }).click();
    await page.getByTestId("new-access-token").waitFor();

    // The role loses orders:read while the form still offers it: the server refuses the token.
    await page.getByLabel("Comment").fill("Too late");
    await scopes.getByLabel("orders:read").check();
    await setRole({ organization_access_tokens: ["read", "write"], apiKey: ["create", "read"] });
    await page.getByRole("button", { name: "Create token" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Could not create the token" })
      .getByText("Your roles do not allow this token", { exact: false })
      .waitFor();
    await context.close();
  });

  it("the organization key form offers the clerk's permissions only, and the key carries those chosen", async () => {
    await setRole(CLERK);
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, clerk.email);
    await page.goto("/organizations/clerk-co/api-keys");
    const permissions = page.getByRole("group", { name: "Permissions" });
    await permissions.getByLabel("orders:read").waitFor();
    const offered = await permissions
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label")));
    expect(offered).toEqual([
      "apiKey:create",
      "apiKey:read",
      "organization_access_tokens:read",
      "organization_access_tokens:write",
      "orders:read",
    ]);
    await expectAccessible(page);

    await page.getByLabel("Key name").fill("reports");
    await permissions.getByLabel("orders:read").check();
    await page.getByRole("button", { name: "Create API key" }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const key = (await shown.textContent())?.trim() ?? "";
    const verified = (await e2e.server.gatehouse.auth.api.verifyApiKey({
      body: { key, configId: "organization", permissions: { orders: ["read"] } },
    })) as { valid: boolean; key: { permissions: unknown } | null };
    expect(verified.valid).toBe(true);
    expect(verified.key?.permissions).toEqual({ orders: ["read"] });

    // The role loses orders:read while the form still offers it: the refusal is the form's.
    await page.getByLabel("Key name").fill("stale");
    await permissions.getByLabel("orders:read").check();
    await setRole({ organization_access_tokens: ["read", "write"], apiKey: ["create", "read"] });
    await page.getByRole("button", { name: "Create API key" }).click();
    await page.getByText("You can only give a key permissions you hold.", { exact: false }).waitFor();
    await context.close();
  });
});
