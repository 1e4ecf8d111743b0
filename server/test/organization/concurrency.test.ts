import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, type ErrorBody, invite, type Person, person, uniqueSlug } from "./fixtures.ts";

/**
 * Data integrity under racing requests, fired truly in parallel (one Promise.all of
 * fetches) and repeated: the database's unique constraints decide, and the loser gets a clear
 * 4xx, never a 500.
 */
const ROUNDS = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("racing requests", () => {
  it("two simultaneous accepts of one invitation give exactly one member", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await person(server, "race-owner");
      const organization = await createOrganization(owner);
      const invitee = await person(server, "race-invitee");
      const invitation = await invite(owner, organization.id, invitee.email);
      // The same browser twice, as a double click would send it.
      const second: Person = { ...invitee, client: server.client() };
      second.client.jar.set("better-auth.session_token", invitee.client.jar.get("better-auth.session_token") ?? "");
      const results = await Promise.all(
        [invitee.client, second.client].map((c) =>
          c.post<ErrorBody>("/organization/accept-invitation", { invitationId: invitation.id }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 400]);
      const refused = results.find((r) => r.status === 400);
      expect(refused?.body.message).toBe("Invitation not found");
      const members = await db(server)
        .selectFrom("member")
        .select("id")
        .where("organizationId", "=", organization.id)
        .where("userId", "=", invitee.id)
        .execute();
      expect(members).toHaveLength(1);
      const row = await db(server)
        .selectFrom("invitation")
        .select("status")
        .where("id", "=", invitation.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("accepted");
    }
  });

  it("an accept racing a reject or a cancel: exactly one wins, and the invitation's state matches the members", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await person(server, "settle-owner");
      const organization = await createOrganization(owner);
      const invitee = await person(server, "settle-invitee");
      for (const [route, actor, settled] of [
        ["/organization/reject-invitation", invitee, "rejected"],
        ["/organization/cancel-invitation", owner, "canceled"],
      ] as const) {
        await db(server)
          .deleteFrom("member")
          .where("organizationId", "=", organization.id)
          .where("userId", "=", invitee.id)
          .execute();
        const invitation = await invite(owner, organization.id, invitee.email);
        const [accepted, other] = await Promise.all([
          invitee.client.post<ErrorBody>("/organization/accept-invitation", { invitationId: invitation.id }),
          actor.client.post<ErrorBody>(route, { invitationId: invitation.id }),
        ]);
        expect([accepted.status, other.status].sort(), JSON.stringify([accepted.body, other.body])).toEqual([200, 400]);
        const row = await db(server)
          .selectFrom("invitation")
          .select("status")
          .where("id", "=", invitation.id)
          .executeTakeFirstOrThrow();
        const members = await db(server)
          .selectFrom("member")
          .select("id")
          .where("organizationId", "=", organization.id)
          .where("userId", "=", invitee.id)
          .execute();
        if (accepted.status === 200)
          expect({ status: row.status, members: members.length }).toEqual({ status: "accepted", members: 1 });
        else expect({ status: row.status, members: members.length }).toEqual({ status: settled, members: 0 });
      }
    }
  });

  it("two simultaneous creates with one slug give one organization and one 'Organization already exists'", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await Promise.all([person(server, "slug-a"), person(server, "slug-b")]);
      const slug = uniqueSlug("race");
      const results = await Promise.all(
        [a, b].map((p) => p.client.post<ErrorBody>("/organization/create", { name: "Race", slug })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.body.message).toBe("Organization already exists");
      const organizations = await db(server).selectFrom("organization").select("id").where("slug", "=", slug).execute();
      expect(organizations).toHaveLength(1);
      // The loser has no organization, no membership and no active organization left behind.
      const loser = results[0]?.status === 400 ? a : b;
      expect(await db(server).selectFrom("member").select("id").where("userId", "=", loser.id).execute()).toEqual([]);
    }
  });

  it("two simultaneous slug updates to one free slug give one rename and one 'slug is taken'", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await person(server, "rename");
      const [x, y] = [await createOrganization(owner), await createOrganization(owner)];
      const slug = uniqueSlug("target");
      const results = await Promise.all(
        [x, y].map((o) =>
          owner.client.post<ErrorBody>("/organization/update", { organizationId: o.id, data: { slug } }),
        ),
      );
      expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.body.message).toBe("slug is taken");
    }
  });
});
