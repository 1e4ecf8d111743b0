import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/test-server.ts";
import {
  createOrganization,
  expectRefused,
  invite,
  joinedMember,
  person,
  uniqueSlug,
} from "../../organization/fixtures.ts";
import { codeOf, messageOf, type Stock, startStock } from "./stock.ts";

/**
 * The upgrade canary (server/src/auth/README.md) for the organization plugin's departures
 * (organization/departures.ts): stock better-auth must still answer differently from Gatehouse, and
 * Gatehouse as its correction says. See sessions-and-accounts.test.ts for how to read a failure.
 */

let server: TestServer;
let stock: Stock;

beforeAll(async () => {
  [server, stock] = await Promise.all([startTestServer(), startStock()]);
});
afterAll(async () => {
  await server?.close();
  await stock?.close();
});

/** A stock organization with a plain member and one pending invitation; the member's cookie. */
async function stockOrganizationWithMember() {
  const owner = await stock.signedIn();
  const { id: organizationId } = await stock.organization(owner.cookie);
  const member = await stock.signedIn();
  const inviteOne = (email: string) =>
    stock.request("POST", "/organization/invite-member", {
      body: { email, role: "member", organizationId },
      cookie: owner.cookie,
    });
  const invitationId = ((await inviteOne(member.email)).body as { id: string }).id;
  const accepted = await stock.request("POST", "/organization/accept-invitation", {
    body: { invitationId },
    cookie: member.cookie,
  });
  expect(accepted.status).toBe(200);
  expect((await inviteOne("pending@example.com")).status).toBe(200);
  return { organizationId, cookie: member.cookie };
}

describe("upgrade canary: the organization plugin's departures are still needed, and still work", () => {
  it("a team needs a name (organization/before-hooks.ts, teamNameHook)", async () => {
    const { cookie } = await stock.signedIn();
    const { id: organizationId } = await stock.organization(cookie);
    const stockAnswer = await stock.request("POST", "/organization/create-team", {
      body: { name: "", organizationId },
      cookie,
    });
    expect(stockAnswer.status, "stock now refuses an empty team name: drop teamNameHook").toBe(200);
    const owner = await person(server, "canary");
    const ours = await createOrganization(owner);
    const refused = await owner.client.post("/organization/create-team", { name: "", organizationId: ours.id });
    expectRefused(refused, 400, "Invalid body parameters");
  });

  it("without a session, remove-team and list-user-invitations are 401 (before-hooks.ts, sessionFirstHook)", async () => {
    for (const [method, path, body] of [
      ["POST", "/organization/remove-team", { teamId: "some-team" }],
      ["GET", "/organization/list-user-invitations", undefined],
    ] as const) {
      const stockAnswer = await stock.request(method, path, { body });
      expect(stockAnswer.status, `stock now answers 401 on ${path}: drop it from sessionFirstHook`).not.toBe(401);
      const ours = method === "GET" ? await server.client().get(path) : await server.client().post(path, body);
      expect(ours.status, path).toBe(401);
    }
  });

  it("malformed list-members paging is 400, not passed to SQL (list-query-rules.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const { id: organizationId } = await stock.organization(cookie);
    const query = `organizationId=${organizationId}&limit=lots`;
    const stockAnswer = await stock.request("GET", `/organization/list-members?${query}`, { cookie });
    expect(stockAnswer.status, "stock now refuses malformed paging: drop list-query-rules.ts").not.toBe(400);
    const owner = await person(server, "canary");
    const ours = await createOrganization(owner);
    const refused = await owner.client.get("/organization/list-members", {
      query: { organizationId: ours.id, limit: "lots" },
    });
    expectRefused(refused, 400, "Invalid query parameters");
  });

  it("a canceled invitation cannot be canceled again (invitation-transitions.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const { id: organizationId } = await stock.organization(cookie);
    const invited = await stock.request("POST", "/organization/invite-member", {
      body: { email: "invitee@example.com", role: "member", organizationId },
      cookie,
    });
    const invitationId = (invited.body as { id: string }).id;
    const cancel = () => stock.request("POST", "/organization/cancel-invitation", { body: { invitationId }, cookie });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status, "stock now refuses a second cancel: drop invitation-transitions.ts").toBe(200);
    const owner = await person(server, "canary");
    const ours = await createOrganization(owner);
    const invitation = await invite(owner, ours.id, "invitee@example.com");
    const cancelOurs = () => owner.client.post("/organization/cancel-invitation", { invitationId: invitation.id });
    expect((await cancelOurs()).status).toBe(200);
    expect((await cancelOurs()).status).toBe(400);
  });

  it("a taken slug is 'slug is taken' (after-hooks.ts, slugTakenWording)", async () => {
    const { cookie } = await stock.signedIn();
    const { slug } = await stock.organization(cookie);
    const stockAnswer = await stock.request("POST", "/organization/check-slug", { body: { slug }, cookie });
    expect(codeOf(stockAnswer.body)).toBe("ORGANIZATION_SLUG_ALREADY_TAKEN");
    expect(messageOf(stockAnswer.body), "stock now says 'slug is taken': drop slugTakenWording").not.toBe(
      "slug is taken",
    );
    const owner = await person(server, "canary");
    const ours = await createOrganization(owner);
    expectRefused(await owner.client.post("/organization/check-slug", { slug: ours.slug }), 400, "slug is taken");
  });

  it("listing another organization's teams is 'not a member' (after-hooks.ts, nonMemberWording)", async () => {
    const owner = await stock.signedIn();
    const { id: organizationId } = await stock.organization(owner.cookie);
    const stranger = await stock.signedIn();
    const path = `/organization/list-teams?organizationId=${organizationId}`;
    const stockAnswer = await stock.request("GET", path, { cookie: stranger.cookie });
    expect(stockAnswer.status).toBe(403);
    expect(messageOf(stockAnswer.body), "stock now says 'not a member': drop nonMemberWording").not.toBe(
      "You are not a member of this organization",
    );
    const ours = await createOrganization(await person(server, "canary"));
    const refused = await (await person(server, "stranger")).client.get("/organization/list-teams", {
      query: { organizationId: ours.id },
    });
    expectRefused(refused, 403, "You are not a member of this organization");
  });

  it("organization metadata is an object (after-hooks.ts, metadataAsObject)", async () => {
    const { cookie } = await stock.signedIn();
    await stock.organization(cookie, { metadata: { plan: "pro" } });
    const [stockItem] = (await stock.request("GET", "/organization/list", { cookie })).body as Array<{
      metadata: unknown;
    }>;
    expect(typeof stockItem?.metadata, "stock now returns metadata as an object: drop metadataAsObject").toBe("string");
    const owner = await person(server, "canary");
    await createOrganization(owner, { metadata: { plan: "pro" }, slug: uniqueSlug("meta") });
    const [ours] = (await owner.client.get<Array<{ metadata: unknown }>>("/organization/list")).body;
    expect(ours?.metadata).toEqual({ plan: "pro" });
  });

  it("a plain member lists the pending invitations (invitation-visibility.ts, membersListInvitations)", async () => {
    const { organizationId, cookie } = await stockOrganizationWithMember();
    const path = `/organization/list-invitations?organizationId=${organizationId}`;
    const stockAnswer = await stock.request("GET", path, { cookie });
    expect(stockAnswer.status, "stock now lists invitations to every member: drop membersListInvitations").toBe(403);
    const owner = await person(server, "canary");
    const ours = await createOrganization(owner);
    const member = await joinedMember(server, owner, ours.id);
    const pending = await invite(owner, ours.id, "pending@example.com");
    const listed = await member.client.get<Array<{ id: string }>>("/organization/list-invitations", {
      query: { organizationId: ours.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((invitation) => invitation.id)).toContain(pending.id);
  });

  it("get-full-organization gives a plain member the invitations (invitation-visibility.ts)", async () => {
    const { organizationId, cookie } = await stockOrganizationWithMember();
    const path = `/organization/get-full-organization?organizationId=${organizationId}`;
    const stockAnswer = await stock.request("GET", path, { cookie });
    expect(stockAnswer.status).toBe(200);
    expect(
      (stockAnswer.body as { invitations: unknown[] }).invitations,
      "stock now shows every member the invitations: drop membersSeeFullInvitations",
    ).toEqual([]);
    const owner = await person(server, "canary");
    const ours = await createOrganization(owner);
    const member = await joinedMember(server, owner, ours.id);
    await invite(owner, ours.id, "pending@example.com");
    const full = await member.client.get<{ invitations: Array<{ email: string }> }>(
      "/organization/get-full-organization",
      { query: { organizationId: ours.id } },
    );
    expect(full.body.invitations.map((invitation) => invitation.email)).toContain("pending@example.com");
  });

  it("get-invitation of an unknown id is 'Invitation not found!' (after-hooks.ts, invitationNotFoundWording)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("GET", "/organization/get-invitation?id=no-such-invitation", { cookie });
    expect(codeOf(stockAnswer.body)).toBe("INVITATION_NOT_FOUND");
    expect(messageOf(stockAnswer.body), "stock now says 'Invitation not found!': drop the rewording").not.toBe(
      "Invitation not found!",
    );
    const someone = await person(server, "canary");
    const ours = await someone.client.get("/organization/get-invitation", { query: { id: "no-such-invitation" } });
    expectRefused(ours, 400, "Invitation not found!");
  });
});
