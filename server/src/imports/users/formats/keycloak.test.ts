import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReadRow } from "../imported-user.ts";
import type { UserFormatOptions } from "./format.ts";
import { readKeycloakUsers } from "./keycloak.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/imports/fixtures/keycloak/${name}`, import.meta.url));

async function readAll(file: string, options: UserFormatOptions): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of readKeycloakUsers(file, options)) rows.push(row);
  return rows;
}

const person = { image: null, identities: [], memberships: [], platformAdmin: false, totpSecret: null };
const acme = { externalId: "acme", name: "Acme", slug: "acme" };
const globex = { externalId: "globex", name: "Globex", slug: "globex" };

describe("the Keycloak reader", () => {
  it("reads a realm export's users: credentials, federated identities, groups and the client's roles", async () => {
    expect(await readAll(fixture("realm.json"), { keycloakClient: "gatehouse" })).toEqual([
      {
        position: "users[0]",
        user: {
          ...person,
          externalId: "5f1c2b3a-0d4e-4f6a-8b7c-9d0e1f2a3b4c",
          email: "ada@example.com",
          emailVerified: true,
          name: "Ada Lovelace",
          createdAt: new Date(1700000000000),
          passwordHash:
            "$pbkdf2-sha256$i=27500$Sx4PXSqcfjgW8KK0xtjg8Q==$7RMvYgrYXn4j1dWRSJbr58C1IM2BoJYuAjSuKD0/ZiNa0y/HiK+qZjGIsakbriFwC/QvM3xG0Cno29dYDRCMSg==",
          // The OTP secret "GtQMJjq0yaYhe2kDzwFX" is the HMAC key as text: its bytes in base32.
          totpSecret: "I52FCTKKNJYTA6LBLFUGKMTLIR5HORSY",
          identities: [{ providerId: "github", accountId: "1234567" }],
          memberships: [
            { organization: acme, role: "owner", teams: ["Engineering", "Engineering/Backend"] },
            { organization: globex, role: "owner", teams: [] },
          ],
          platformAdmin: true,
        },
      },
      {
        position: "users[1]",
        user: {
          ...person,
          externalId: "6a2d3c4b-1e5f-4a7b-9c8d-0e1f2a3b4c5d",
          email: "grace@example.com",
          emailVerified: false,
          name: "Grace",
          createdAt: new Date(1700000500000),
          passwordHash:
            "$argon2id$v=19$m=7168,t=5,p=1$mot8bV5PMCESA/Tl1se4qQ$r4Lrv9GkIZaztoxFgT/SNwL95ai6bcCFIauNQE82mgU",
          totpSecret: "JBSWY3DPEHPK3PXP",
          identities: [
            { providerId: "google", accountId: "108765432109876543210" },
            { providerId: "linkedin", accountId: "AbC123xYz" },
          ],
          memberships: [{ organization: acme, role: "billing", teams: ["Sales"] }],
        },
      },
      {
        position: "users[2]",
        user: {
          ...person,
          externalId: "7b3e4d5c-2f6a-4b8c-8d9e-1f2a3b4c5d6e",
          email: "linus@example.com",
          emailVerified: true,
          name: "linus",
          createdAt: new Date(1700001000000),
          passwordHash:
            "$pbkdf2-sha512$i=210000$ABEiM0RVZneImaq7zN3u/w==$cLiHjfAZJ2Ya1+fqfZvxtSU57qOZwFf/MIQzGNa/MU6tJHkVXugfQvbO0gJCvZKEYFmoUkzR02efciEtNNLLag==",
        },
      },
      { position: "users[3]", refused: "a client's service account, not a person" },
      { position: "users[4]", refused: "disabled in Keycloak" },
      {
        position: "users[5]",
        refused:
          "two-factor: hotp with 8 digits, 0 s, HmacSHA1 is not supported (Gatehouse's TOTP: 6 digits, 30 s, HmacSHA1)",
      },
      { position: "users[6]", refused: 'password hash: unsupported algorithm "bcrypt"' },
      { position: "users[7]", refused: "no email address" },
    ]);
  });

  it("makes every membership a plain member without --client", async () => {
    const rows = await readAll(fixture("realm.json"), {});
    expect(rows[0]).toMatchObject({
      user: {
        memberships: [
          { organization: acme, role: "member" },
          { organization: globex, role: "member" },
        ],
      },
    });
  });
});
