import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/helpers/test-server.ts";
import {
  createOrganization,
  expectRefused,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../../../test/organization/fixtures.ts";

/**
 * The members export: owners and admins (who manage members) download the organization's
 * members as CSV with their roles, teams and join time; a member, or someone outside, is refused.
 */

let server: TestServer;
let owner: Person;
let admin: Person;
let member: Person;
let organization: Organization;

const exportMembers = (who: Person, organizationId = organization.id) =>
  who.client.get<string>("/organization/export-members", { query: { organizationId } });

const rowsOf = (csv: string): string[][] => parse(csv);

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "owner");
  organization = await createOrganization(owner, { name: "Exported" });
  admin = await joinedMember(server, owner, organization.id, "admin", "admin");
  member = await joinedMember(server, owner, organization.id, "member", "member");
  // A name a spreadsheet would run as a formula.
  expect((await member.client.post("/update-user", { name: "=HYPERLINK(1)" })).status).toBe(200);
  const team = await owner.client.post<{ id: string }>("/organization/create-team", {
    name: "Support",
    organizationId: organization.id,
  });
  expect(
    (
      await owner.client.post("/organization/add-team-member", {
        teamId: team.body.id,
        userId: member.id,
        organizationId: organization.id,
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => server?.close());

describe("members export", () => {
  it("gives an owner every member with role, teams and join time, as a CSV attachment", async () => {
    const response = await exportMembers(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="members-${organization.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(["email", "name", "role", "teams", "joined_at"]);
    expect(rows.map((row) => row[0]).sort()).toEqual([owner.email, admin.email, member.email].sort());
    const memberRow = rows.find((row) => row[0] === member.email)!;
    expect(memberRow.slice(1, 4)).toEqual(["'=HYPERLINK(1)", "member", "Support"]);
    expect(new Date(memberRow[4]!).toISOString()).toBe(memberRow[4]);
    expect(rows.find((row) => row[0] === owner.email)?.[2]).toBe("owner");
  });

  it("gives it to an admin too, for the active organization when none is named", async () => {
    const response = await admin.client.get<string>("/organization/export-members");
    expect(response.status).toBe(200);
    expect(rowsOf(response.body)).toHaveLength(4);
  });

  it("refuses a member and someone outside the organization", async () => {
    expectRefused(await exportMembers(member), 403, "You are not allowed to export the members of this organization");
    const outsider = await person(server, "outsider");
    expectRefused(await exportMembers(outsider), 403, "You are not a member of this organization");
    expect((await server.client().get("/organization/export-members")).status).toBe(401);
  });

  it("is recorded in the organization's audit log", async () => {
    const entries = await server.gatehouse.database.db
      .selectFrom("audit_log")
      .select(["actor_id", "organization_id"])
      .where("action", "=", "member.exported")
      .execute();
    expect(entries).toEqual(
      expect.arrayContaining([
        { actor_id: owner.id, organization_id: organization.id },
        { actor_id: admin.id, organization_id: organization.id },
      ]),
    );
  });
});
