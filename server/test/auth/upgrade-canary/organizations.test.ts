import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/test-server.ts";
import { createOrganization, expectRefused, invite, person, uniqueSlug } from "../../organization/fixtures.ts";
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
});
