import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient, signUpVerified, uniqueEmail } from "../../../test/helpers/account-flows.ts";
import { type BillingOrg, billingOrg, v1 } from "../../../test/helpers/billing.ts";
import { paidOrder } from "../../../test/helpers/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../test/helpers/test-server.ts";
import { createOrganization, invite, person } from "../../../test/organization/fixtures.ts";
import type { PersonalData } from "./schemas.ts";

/**
 * A person with a password, two sessions, a linked social account (its provider tokens stored),
 * a passkey, two-factor, an API key, an organization with a team, an invitation elsewhere, and a
 * paid order from a seller downloads their data: all of it is there, and no token, hash, key or
 * secret — neither as a field nor as a value.
 */

const SOCIAL_TOKENS = ["gho_access-token-of-the-provider", "ghr_refresh-token-of-the-provider", "eyJid.token.sig"];
const PASSKEY_KEY = "passkey-public-key-bytes";
const PASSKEY_CREDENTIAL = "passkey-credential-id";
const TOTP_SECRET = "totp-secret-encrypted";
const BACKUP_CODES = "backup-codes-encrypted";
/** Field names that would mean a secret made it into the file. */
const SECRET_FIELD = /token|password|secret|hash|^key$|publickey|credentialid|backupcodes/i;

let server: TestServer;
let client: TestClient;
let userId: string;
let email: string;
let seller: BillingOrg;
let apiKey: string;
let orderId: string;

const db = () => server.gatehouse.database.db;

async function giveSecrets(): Promise<void> {
  const at = new Date().toISOString();
  await db()
    .insertInto("account")
    .values({
      id: crypto.randomUUID(),
      userId,
      providerId: "github",
      accountId: "gh-4242",
      accessToken: SOCIAL_TOKENS[0]!,
      refreshToken: SOCIAL_TOKENS[1]!,
      idToken: SOCIAL_TOKENS[2]!,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: "read:user,user:email",
      password: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db()
    .insertInto("passkey")
    .values({
      id: crypto.randomUUID(),
      name: "Work laptop",
      publicKey: PASSKEY_KEY,
      userId,
      credentialID: PASSKEY_CREDENTIAL,
      counter: 0,
      deviceType: "multiDevice",
      backedUp: sql.lit(true),
      transports: "internal",
      createdAt: at,
      aaguid: null,
    })
    .execute();
  await db()
    .insertInto("twoFactor")
    .values({ id: crypto.randomUUID(), secret: TOTP_SECRET, backupCodes: BACKUP_CODES, userId })
    .execute();
  await db()
    .updateTable("user")
    .set({ twoFactorEnabled: sql.lit(true) })
    .where("id", "=", userId)
    .execute();
}

async function giveMemberships(): Promise<void> {
  const self = { client, email, id: userId };
  const organization = await createOrganization(self, { name: "Lovelace Labs" });
  const team = await client.post<{ id: string }>("/organization/create-team", {
    name: "Engines",
    organizationId: organization.id,
  });
  expect(team.status).toBe(200);
  const added = await client.post("/organization/add-team-member", {
    teamId: team.body.id,
    userId,
    organizationId: organization.id,
  });
  expect(added.status).toBe(200);
  const other = await person(server, "inviter");
  const elsewhere = await createOrganization(other, { name: "Babbage & Co" });
  await invite(other, elsewhere.id, email, "admin");
}

async function givePurchases(): Promise<void> {
  seller = await billingOrg(server, "seller");
  const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: seller.token,
    body: { email: uniqueEmail("checkout"), name: "Ada as a buyer", external_id: userId },
  });
  expect(customer.status).toBe(201);
  orderId = (await paidOrder(server, seller, { customerId: customer.body.id, price: 4900 })).id;
}

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  email = uniqueEmail("ada");
  userId = await signUpVerified(server, client, email);
  await signedInClient(server, email); // a second session, on another "device"
  // Before the second factor is written in: creating a key then needs one given on this session.
  const created = await client.post<{ key: string }>("/api-key/create", { name: "Deploy script" });
  expect(created.status).toBe(200);
  apiKey = created.body.key;
  await giveSecrets();
  await giveMemberships();
  await givePurchases();
});
afterAll(async () => server?.close());

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** Every stored secret of the user: session tokens, the password hash, the API key's hash. */
async function storedSecrets(): Promise<string[]> {
  const sessions = await db().selectFrom("session").select("token").where("userId", "=", userId).execute();
  const passwords = await db().selectFrom("account").select("password").where("userId", "=", userId).execute();
  const keys = await db().selectFrom("apikey").select("key").where("referenceId", "=", userId).execute();
  return [
    ...sessions.map((row) => row.token),
    ...passwords.flatMap((row) => (row.password ? [row.password] : [])),
    ...keys.map((row) => row.key),
  ];
}

describe("download my data", () => {
  it("holds the profile, sign-in methods, sessions, organizations, keys and purchases, as an attachment", async () => {
    const response = await client.get<PersonalData>("/export-personal-data");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="gatehouse-data-${day}.json"`);
    const data = response.body;

    expect(data.profile).toMatchObject({
      id: userId,
      email,
      emailVerified: true,
      twoFactorEnabled: true,
      locale: null,
    });
    expect(data.linkedAccounts.map((a) => a.provider).sort()).toEqual(["credential", "github"]);
    expect(data.linkedAccounts.find((a) => a.provider === "github")).toMatchObject({
      accountId: "gh-4242",
      scopes: ["read:user", "user:email"],
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.passkeys).toEqual([expect.objectContaining({ name: "Work laptop", deviceType: "multiDevice" })]);
    const labs = data.organizations.find((o) => o.organization.name === "Lovelace Labs");
    expect(labs).toMatchObject({ role: "owner" });
    expect(labs?.teams.map((t) => t.name)).toContain("Engines");
    expect(data.invitations).toEqual([
      expect.objectContaining({ organization: expect.objectContaining({ name: "Babbage & Co" }), role: "admin" }),
    ]);
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: "Deploy script", enabled: true })]);
    expect(apiKey.startsWith(data.apiKeys[0]!.start ?? "-")).toBe(true);

    expect(data.purchases).toHaveLength(1);
    const [bought] = data.purchases;
    expect(bought?.seller).toEqual({ id: seller.organization.id, name: seller.organization.name });
    expect(bought?.orders).toEqual([
      expect.objectContaining({ id: orderId, status: "paid", totalAmount: 4900, currency: "usd" }),
    ]);
    expect(bought?.orders[0]?.product).toEqual(expect.any(String));
  });

  it("holds no token, hash, key or secret anywhere", async () => {
    const response = await client.get<PersonalData>("/export-personal-data");
    const text = JSON.stringify(response.body);
    expect(keysOf(response.body).filter((key) => SECRET_FIELD.test(key))).toEqual([]);
    const secrets = [
      ...SOCIAL_TOKENS,
      PASSKEY_KEY,
      PASSKEY_CREDENTIAL,
      TOTP_SECRET,
      BACKUP_CODES,
      apiKey,
      ...(await storedSecrets()),
    ];
    expect(secrets.length).toBeGreaterThan(SOCIAL_TOKENS.length + 6); // sessions, password and key hash read
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });

  it("finds the person's customer records by their verified address too", async () => {
    const another = await billingOrg(server, "another-seller");
    const byEmail = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: another.token,
      body: { email, name: "Ada by address" },
    });
    expect(byEmail.status).toBe(201);
    const data = (await client.get<PersonalData>("/export-personal-data")).body;
    expect(data.purchases.map((p) => p.customer.id)).toContain(byEmail.body.id);
  });

  it("is recorded in the audit log", async () => {
    const entries = await db()
      .selectFrom("audit_log")
      .select(["actor_id", "action"])
      .where("action", "=", "user.data_exported")
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actor_id === userId)).toBe(true);
  });

  it("is refused without a session", async () => {
    const response = await server.client().get("/export-personal-data");
    expect(response.status).toBe(401);
  });
});
