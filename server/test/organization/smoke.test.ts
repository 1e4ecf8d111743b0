import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUnverified, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * Gatehouse's foundation end to end over HTTP: organizations with an invitation by mail,
 * platform admin from ADMIN_EMAILS, API keys acting as their owner, and JWTs verifiable with
 * the JWKS. The full rule-by-rule suites build on the same server.
 */
const ADMIN_EMAIL = "platform-admin@example.com";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: `Someone@Example.com, ${ADMIN_EMAIL}` } });
});
afterAll(async () => server.close());

type Organization = { id: string; name: string; slug: string; members: Array<{ userId: string; role: string }> };
type SessionBody = {
  session: { activeOrganizationId: string | null };
  user: { id: string; email: string; role: string };
} | null;

describe("organizations", () => {
  let owner: TestClient;
  let ownerId: string;
  let organization: Organization;
  let invitationId: string;
  const inviteeEmail = uniqueEmail("invitee");

  beforeAll(async () => {
    owner = server.client();
    ownerId = await signUpUnverified(owner, uniqueEmail("owner"));
  });

  it("creating an organization makes the creator its owner and makes it active", async () => {
    const created = await owner.post<Organization>("/organization/create", { name: "Acme Inc", slug: "acme" });
    expect(created.status).toBe(200);
    organization = created.body;
    expect(organization).toMatchObject({ name: "Acme Inc", slug: "acme" });
    expect(organization.members).toEqual([expect.objectContaining({ userId: ownerId, role: "owner" })]);
    const session = await owner.session();
    expect((session.body as SessionBody)?.session.activeOrganizationId).toBe(organization.id);
  });

  it("an invitation is mailed with a link to the web app's invitation page", async () => {
    const invited = await owner.post<{ id: string; status: string; email: string }>("/organization/invite-member", {
      email: inviteeEmail,
      role: "member",
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ status: "pending", email: inviteeEmail });
    invitationId = invited.body.id;

    const mail = await server.smtp.mailTo(inviteeEmail, "You are invited to join Acme Inc");
    expect(mail.links).toContain(`${server.gatehouse.config.baseURL}/invitations/${invitationId}`);
    expect(mail.text).toContain("as member");
  });

  it("the invitee signs up, accepts, and the organization becomes active for them", async () => {
    const invitee = server.client();
    const inviteeId = await signUpUnverified(invitee, inviteeEmail);
    const accepted = await invitee.post<{ member: { userId: string; role: string } }>(
      "/organization/accept-invitation",
      { invitationId },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.member).toMatchObject({ userId: inviteeId, role: "member" });
    const session = await invitee.session();
    expect((session.body as SessionBody)?.session.activeOrganizationId).toBe(organization.id);
  });

  it("list-members shows the owner and the new member", async () => {
    const listed = await owner.get<{ members: Array<{ role: string; user: { email: string } }>; total: number }>(
      "/organization/list-members",
      {
        query: { organizationId: organization.id },
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.members.map((m) => [m.user.email, m.role]).sort()).toEqual(
      [
        [inviteeEmail, "member"],
        [(await owner.session()).body?.user.email, "owner"],
      ].sort(),
    );
  });
});

describe("platform admin", () => {
  it("a verified ADMIN_EMAILS user is an admin and can list users; others cannot", async () => {
    const admin = server.client();
    await signUpVerified(server, admin, ADMIN_EMAIL);
    // Straight after the verification link's sign-in, with the cookie cache it issued.
    const users = await admin.get<{ users: Array<{ email: string }>; total: number }>("/admin/list-users");
    expect(users.status).toBe(200);
    expect(users.body.users.map((u) => u.email)).toContain(ADMIN_EMAIL);
    const session = await admin.session();
    expect((session.body as SessionBody)?.user.role).toBe("admin");

    const plain = server.client();
    await signUpUnverified(plain, uniqueEmail("plain"));
    const refused = await plain.get("/admin/list-users");
    expect(refused.status).toBe(403);
  });

  it("a listed address that is not verified gets no admin role", async () => {
    const pretender = server.client();
    await signUpUnverified(pretender, "someone@example.com");
    const session = await pretender.session();
    expect((session.body as SessionBody)?.user.role).toBe("user");
    expect((await pretender.get("/admin/list-users")).status).toBe(403);
  });
});

describe("API keys", () => {
  it("a key is shown once, stored hashed, and x-api-key on get-session answers its owner", async () => {
    const owner = server.client();
    const email = uniqueEmail("key-owner");
    const ownerId = await signUpUnverified(owner, email);
    const created = await owner.post<{ id: string; key: string; referenceId: string }>("/api-key/create", {
      name: "ci",
    });
    expect(created.status).toBe(200);
    expect(created.body.referenceId).toBe(ownerId);
    expect(created.body.key.length).toBeGreaterThanOrEqual(64);

    const row = await server.gatehouse.database.db
      .selectFrom("apikey")
      .selectAll()
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(row.key).not.toBe(created.body.key);
    const listed = await owner.get<{ apiKeys: Array<Record<string, unknown>> }>("/api-key/list");
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);

    const stranger = server.client();
    const session = await stranger.get<SessionBody>("/get-session", { headers: { "x-api-key": created.body.key } });
    expect(session.status).toBe(200);
    expect(session.body?.user).toMatchObject({ id: ownerId, email });
  });
});

describe("JWT and JWKS", () => {
  it("/token gives a JWT for the session that verifies against /jwks (RSA, 2048 bits)", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("jwt"));
    const jwks = await client.get<JSONWebKeySet>("/jwks");
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys.length).toBeGreaterThan(0);
    for (const key of jwks.body.keys) {
      expect(key).toMatchObject({ kty: "RSA", alg: "RS256" });
      expect(Buffer.from(String(key.n), "base64url").length * 8).toBeGreaterThanOrEqual(2048);
      expect(key).not.toHaveProperty("d"); // public halves only
    }

    const token = await client.get<{ token: string }>("/token");
    expect(token.status).toBe(200);
    const baseURL = server.gatehouse.config.baseURL;
    const { payload, protectedHeader } = await jwtVerify(token.body.token, createLocalJWKSet(jwks.body), {
      issuer: baseURL,
      audience: baseURL,
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.sub).toBe(userId);
  });

  it("/token without a session is refused", async () => {
    expect((await server.client().get("/token")).status).toBe(401);
  });
});
