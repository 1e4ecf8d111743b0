import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUnverified } from "../helpers/account-flows.ts";
import { type OidcTestProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import { onFreePort } from "../helpers/test-server.ts";
import { type SsoFixture, startSsoFixture } from "../sso/sso-fixture.ts";
import {
  auditEntries,
  enroll,
  invitationsTo,
  memberRole,
  type Settings,
  setEnrollment,
  signInAgain,
  suggestionsOf,
  verifiedPerson,
} from "./enrollment-fixture.ts";
import { db, type ErrorBody, joinedMember, type Member, type Person } from "./fixtures.ts";

/**
 * Enrollment by verified domain: Acme proves acme.test with a DNS TXT record (a real name server
 * on loopback, its identity provider on loopback) and chooses, per domain, to suggest joining,
 * invite, or add the people whose verified email is on it (subdomains too).
 */

const DOMAIN = "acme.test";
let f: SsoFixture;
let idp: OidcTestProvider;
let admin: Person;

beforeAll(async () => {
  ({ idp, f } = await onFreePort(async (port) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const idp = await startOidcProvider({ redirectUris: [`${baseURL}/api/auth/sso/callback/acme`], accounts: [] });
    try {
      return { idp, f: await startSsoFixture({ baseURL, ownerDomain: "owners.test", trustedOrigins: [idp.issuer] }) };
    } catch (error) {
      await idp.close();
      throw error;
    }
  }));
  const provider = await f.register({
    providerId: "acme",
    issuer: idp.issuer,
    domain: DOMAIN,
    oidcConfig: { clientId: idp.clientId, clientSecret: idp.clientSecret },
  });
  await f.verifyDomain(provider);
  admin = await joinedMember(f.server, f.owner, f.organization.id, "admin", "admin");
});
afterAll(async () => {
  await f?.close();
  await idp?.close();
});

const settingsOf = (who: Person) =>
  who.client.get<Settings & ErrorBody>("/organization/enrollment", { query: { organizationId: f.organization.id } });

describe("an organization's enrollment settings", () => {
  it("lists each verified domain, nothing enrolled until chosen", async () => {
    const read = await settingsOf(f.owner);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      organizationId: f.organization.id,
      defaultRole: "member",
      domains: [{ domain: DOMAIN, mode: "none", role: "member" }],
    });
    expect(read.body.roles).toEqual(expect.arrayContaining(["admin", "member"]));
    expect(read.body.roles).not.toContain("owner");
  });

  it("is read and changed only by those who may update the organization", async () => {
    const member = await joinedMember(f.server, f.owner, f.organization.id, "member", "plain");
    const read = await settingsOf(member);
    const changed = await setEnrollment(member, f.organization.id, { domain: DOMAIN, mode: "auto_join" });
    for (const refused of [read, changed]) expect([refused.status, refused.body.code]).toEqual([403, "NOT_ALLOWED"]);
    expect((await settingsOf(admin)).status).toBe(200);
  });

  it("refuses a domain not verified, the owner role, an unknown role, a wider role and a bad mode, writing nothing", async () => {
    const refusals = [
      [{ domain: "other.test", mode: "suggest" }, 400, "DOMAIN_NOT_VERIFIED"],
      [{ domain: DOMAIN, mode: "suggest", role: "owner" }, 400, "OWNER_NOT_ENROLLABLE"],
      [{ domain: DOMAIN, mode: "suggest", role: "nobody" }, 400, "UNKNOWN_ROLE"],
      [{ domain: DOMAIN, mode: "everyone" }, 400, "VALIDATION_ERROR"],
    ] as const;
    for (const [body, status, code] of refusals) {
      const refused = await setEnrollment(f.owner, f.organization.id, body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // A role of the organization's own that grants what admins lack (defining roles).
    await db(f.server)
      .insertInto("organizationRole")
      .values({
        id: crypto.randomUUID(),
        organizationId: f.organization.id,
        role: "architect",
        permission: JSON.stringify({ ac: ["create", "update", "delete"] }),
        description: null,
        createdAt: new Date().toISOString(),
        updatedAt: null,
      })
      .execute();
    const wider = await setEnrollment(admin, f.organization.id, { domain: DOMAIN, mode: "suggest", role: "architect" });
    expect([wider.status, wider.body.code]).toEqual([403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD"]);
    expect((await settingsOf(f.owner)).body.domains).toEqual([{ domain: DOMAIN, mode: "none", role: "member" }]);
  });

  it("saves a domain's mode and role, audited", async () => {
    const saved = await enroll(admin, f.organization.id, { domain: DOMAIN, mode: "suggest", role: "admin" });
    expect(saved.domains).toEqual([{ domain: DOMAIN, mode: "suggest", role: "admin" }]);
    const [entry] = await auditEntries(f.server, f.organization.id, "organization.enrollment_updated");
    expect(entry).toMatchObject({ actor_id: admin.id, actor_type: "user" });
    expect(JSON.parse(entry?.details ?? "{}")).toEqual({ domain: DOMAIN, mode: "suggest", role: "admin" });
  });
});

describe("suggest", () => {
  it("offers people of the domain and its subdomains one-click joining with the role chosen", async () => {
    await enroll(f.owner, f.organization.id, { domain: DOMAIN, mode: "suggest", role: "admin" });
    const ann = await verifiedPerson(f.server, "ann", `eng.${DOMAIN}`);
    expect(await suggestionsOf(ann.client)).toEqual([
      expect.objectContaining({ organizationId: f.organization.id, organizationName: "Acme", domain: DOMAIN }),
    ]);
    // Nothing happened on its own.
    expect(await memberRole(f.server, f.organization.id, ann.id)).toBeUndefined();

    const joined = await ann.client.post<{ member: Member }>("/organization/enrollment/join", {
      organizationId: f.organization.id,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.member).toMatchObject({ organizationId: f.organization.id, userId: ann.id, role: "admin" });
    expect(await memberRole(f.server, f.organization.id, ann.id)).toBe("admin");
    expect(await suggestionsOf(ann.client)).toEqual([]);
    const again = await ann.client.post<ErrorBody>("/organization/enrollment/join", {
      organizationId: f.organization.id,
    });
    expect([again.status, again.body.code]).toEqual([400, "ALREADY_A_MEMBER"]);
    const entries = await auditEntries(f.server, f.organization.id, "member.enrolled");
    expect(entries.find((entry) => entry.actor_id === ann.id)).toMatchObject({
      target_type: "member",
      target_id: joined.body.member.id,
    });
  });

  it("offers nothing to an unverified email, nor to another domain", async () => {
    const bob = f.server.client();
    await signUpUnverified(bob, `bob-${crypto.randomUUID().slice(0, 8)}@${DOMAIN}`);
    const eve = await verifiedPerson(f.server, "eve", `not${DOMAIN}`);
    for (const client of [bob, eve.client]) {
      expect(await suggestionsOf(client)).toEqual([]);
      const refused = await client.post<ErrorBody>("/organization/enrollment/join", {
        organizationId: f.organization.id,
      });
      expect([refused.status, refused.body.code]).toEqual([404, "ENROLLMENT_NOT_OFFERED"]);
    }
  });

  it("stops showing a dismissed suggestion", async () => {
    const carol = await verifiedPerson(f.server, "carol", DOMAIN);
    expect(await suggestionsOf(carol.client)).toHaveLength(1);
    const dismissed = await carol.client.post("/organization/enrollment/dismiss", {
      organizationId: f.organization.id,
    });
    expect(dismissed.status).toBe(200);
    expect(await suggestionsOf(carol.client)).toEqual([]);
    const again = await carol.client.post<ErrorBody>("/organization/enrollment/dismiss", {
      organizationId: f.organization.id,
    });
    expect([again.status, again.body.code]).toEqual([404, "ENROLLMENT_NOT_OFFERED"]);
  });

  it("needs a session", async () => {
    const anonymous = f.server.client();
    expect((await anonymous.get("/organization/enrollment/suggestions")).status).toBe(401);
    expect((await anonymous.post("/organization/enrollment/join", { organizationId: f.organization.id })).status).toBe(
      401,
    );
  });
});

describe("auto_invite", () => {
  it("invites a person once when their email is verified, mailed like any invitation", async () => {
    await enroll(f.owner, f.organization.id, { domain: DOMAIN, mode: "auto_invite" });
    const dave = await verifiedPerson(f.server, "dave", DOMAIN);
    const mail = await f.server.smtp.mailTo(dave.email, "You are invited to join Acme");
    expect(mail.links.some((link) => link.includes("/invitations/"))).toBe(true);
    const [invitation, ...more] = await invitationsTo(f.server, f.organization.id, dave.email);
    expect(more).toEqual([]);
    expect(invitation).toMatchObject({ status: "pending", role: "member", inviterId: f.owner.id });
    expect(await suggestionsOf(dave.client)).toEqual([]);

    // Signing in again, after rejecting it too, invites no one again.
    await signInAgain(f.server, dave.email);
    const rejected = await dave.client.post("/organization/reject-invitation", { invitationId: invitation?.id });
    expect(rejected.status).toBe(200);
    await signInAgain(f.server, dave.email);
    expect(await invitationsTo(f.server, f.organization.id, dave.email)).toHaveLength(1);
    expect(
      f.server.smtp.mails.filter((m) => m.to.includes(dave.email.toLowerCase()) && m.subject.includes("invited")),
    ).toHaveLength(1);
  });
});

describe("auto_join", () => {
  it("makes a person a member when their email is verified, and an earlier person when they sign in", async () => {
    await enroll(f.owner, f.organization.id, { domain: DOMAIN, mode: "none" });
    const frank = await verifiedPerson(f.server, "frank", DOMAIN);
    expect(await memberRole(f.server, f.organization.id, frank.id)).toBeUndefined();

    await enroll(f.owner, f.organization.id, { domain: DOMAIN, mode: "auto_join", role: "admin" });
    const erin = await verifiedPerson(f.server, "erin", `eu.${DOMAIN}`);
    expect(await memberRole(f.server, f.organization.id, erin.id)).toBe("admin");
    await signInAgain(f.server, frank.email);
    expect(await memberRole(f.server, f.organization.id, frank.id)).toBe("admin");

    const entries = await auditEntries(f.server, f.organization.id, "member.enrolled");
    const automatic = entries.filter((entry) => entry.actor_type === "system");
    expect(automatic.map((entry) => JSON.parse(entry.details ?? "{}").userId).sort()).toEqual(
      [erin.id, frank.id].sort(),
    );
  });
});
