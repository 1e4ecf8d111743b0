import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReadRow } from "../imported-user.ts";
import { readAuth0Users } from "./auth0.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/imports/fixtures/auth0/${name}`, import.meta.url));

async function readAll(file: string): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of readAuth0Users(file, {})) rows.push(row);
  return rows;
}

const person = { memberships: [], platformAdmin: false, totpSecret: null, image: null, createdAt: null };

describe("the Auth0 reader", () => {
  it("reads the user export job's lines with the password hashes export's fields merged in", async () => {
    expect(await readAll(fixture("users.ndjson"))).toEqual([
      {
        position: "line 1",
        user: {
          ...person,
          externalId: "auth0|6565f0a1c2d3e4f5a6b7c8d9",
          email: "ada.lovelace@example.com",
          emailVerified: true,
          name: "Ada Lovelace",
          image: "https://s.gravatar.com/avatar/ada.png",
          createdAt: new Date("2023-04-12T09:30:15.123Z"),
          passwordHash: "$2b$10$MYbcMTApqDjAVOIswJVt9eR5DigRZyFPRqfEzI6v4DVP9AAV.DQqK",
          totpSecret: "JBSWY3DPEHPK3PXP",
          identities: [],
        },
      },
      {
        position: "line 2",
        user: {
          ...person,
          externalId: "google-oauth2|103427186512345678901",
          email: "grace@example.com",
          emailVerified: true,
          name: "Grace Hopper",
          image: "https://lh3.googleusercontent.com/a/grace",
          createdAt: new Date("2023-05-01T12:00:00.000Z"),
          passwordHash: null,
          identities: [
            { providerId: "google", accountId: "103427186512345678901" },
            { providerId: "github", accountId: "1234567" },
          ],
        },
      },
      {
        position: "line 4",
        user: {
          ...person,
          externalId: "auth0|legacy-42",
          email: "linus@example.com",
          emailVerified: false,
          name: "Linus Torvalds",
          createdAt: new Date("2022-01-15T08:00:00.000Z"),
          passwordHash: `$sha256$salt-first$${Buffer.from("keyboardcat").toString("hex")}$7054f76f832d2d4e244f73b3f3f4c3702cb60a573ed12441c90f159df560fcb5`,
          identities: [],
        },
      },
      {
        position: "line 5",
        user: {
          ...person,
          externalId: "auth0|legacy-43",
          email: "margaret@example.com",
          emailVerified: false,
          name: "maggie",
          passwordHash: "$pbkdf2-sha256$i=10000$obLD1OX2Bxg=$RqOmWWxukmvA623jaE6+TP7TEBUxevqvjtA4PYszilw=",
          identities: [],
        },
      },
      {
        position: "line 6",
        user: {
          ...person,
          externalId: "samlp|acme-saml|alan@acme.example",
          email: "alan@acme.example",
          emailVerified: true,
          name: "alan@acme.example",
          passwordHash: null,
          identities: [{ providerId: "acme-saml", accountId: "acme-saml|alan@acme.example" }],
        },
      },
      { position: "line 7", refused: "no email address" },
      { position: "line 8", refused: 'password hash: unsupported algorithm "hmac"' },
      { position: "line 9", refused: "blocked in Auth0" },
      { position: "line 10", refused: "not valid JSON" },
      {
        position: "line 11",
        user: {
          ...person,
          externalId: "auth0|edsger",
          email: "edsger@example.com",
          emailVerified: false,
          name: "",
          passwordHash: "$2b$10$jkqJMCGlwJSTIlmufBKW9OIUhLlnyPSIPmO0SHG8upoLfLWh9WSfy",
          identities: [],
        },
      },
    ]);
  });

  it("reads a JSON array export the same way, one element at a time", async () => {
    const rows = await readAll(fixture("users.json"));
    expect(rows.map((row) => row.position)).toEqual(["users[0]", "users[1]", "users[2]", "users[3]"]);
    expect(rows[0]).toMatchObject({ user: { externalId: "auth0|6565f0a1c2d3e4f5a6b7c8d9", identities: [] } });
    expect(rows[1]).toMatchObject({
      user: { email: "satya@example.com", identities: [{ providerId: "microsoft", accountId: "8f3a2b1c0d9e8f7a" }] },
    });
    expect(rows[2]).toEqual({ position: "users[2]", refused: "password hash: not a valid bcrypt hash" });
    // Exported without the identities field: the provider its user_id names.
    expect(rows[3]).toMatchObject({ user: { identities: [{ providerId: "github", accountId: "9876543" }] } });
  });
});
