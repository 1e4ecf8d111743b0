import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReadRow } from "../imported-user.ts";
import { readBetterAuthUsers } from "./better-auth.ts";

/**
 * tables.json: a better-auth 1.7 SQLite database (organization with teams, admin and two-factor
 * plugins) exported with sqlite3 -json and jq as the guide says, plus two bad users.
 */
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/imports/fixtures/better-auth/${name}`, import.meta.url));

async function readAll(file: string): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of readBetterAuthUsers(file, {})) rows.push(row);
  return rows;
}

const person = { identities: [], memberships: [], platformAdmin: false, totpSecret: null, image: null };
const acme = { externalId: "qbcPYg8XALrBlrJES08MfC41B4wdtNyy", name: "Acme Inc", slug: "acme" };

const expected: ReadRow[] = [
  {
    position: "user[0]",
    user: {
      ...person,
      externalId: "TO1S9IBjsMig3RA4R2PY5MCuZnPm0DA5",
      email: "ada@example.com",
      emailVerified: true,
      name: "Ada Lovelace",
      image: "https://example.com/ada.png",
      createdAt: new Date("2026-12-02T05:34:02.892Z"),
      passwordHash:
        "2ae05b0c3f4a5997208b8a68f116c32f:9aea0fca09ca253dcd22f67479d44293b172d9fb7e7e024d47cdf81eb0bbb767f83c6ea6a5bb41d38b599903a2575cb460b5832c7b4cac21652e43e74ecb2be3",
      memberships: [{ organization: acme, role: "owner", teams: ["Acme Inc"] }],
      platformAdmin: true,
    },
  },
  {
    position: "user[1]",
    user: {
      ...person,
      externalId: "vZGwQyWraNSLWa7h20nQaqiO1YEPpaSl",
      email: "grace@example.com",
      emailVerified: false,
      name: "Grace Hopper",
      createdAt: new Date("2026-12-02T05:34:02.982Z"),
      passwordHash:
        "4d3505b247b0ed7735b2e30dcca0d43d:d6aff22a40307fd2e52430adad2aea0920a28fb5bed20c65e832c9c8cada2f27b7dc94fd42e53ba86d36c10ce4c97889800cdeeac6da3eacfd7bbe811c474dd8",
      identities: [{ providerId: "github", accountId: "1234567" }],
      memberships: [{ organization: acme, role: "admin", teams: ["Engineering"] }],
    },
  },
  {
    position: "user[2]",
    user: {
      ...person,
      externalId: "p7o7gPWCezoyuPz75OqhQSApYLp9rwsV",
      email: "linus@example.com",
      emailVerified: false,
      name: "Linus",
      createdAt: new Date("2026-12-02T05:34:03.065Z"),
      passwordHash:
        "4f788c3ab47198b9b0655231c7490c0d:c8c7369d6ed6e1ccb6ba04da3eb46327dce7f95ff5cdcf0a1c7789a9725321034fa5b832d8a0805742e4c2bb421a3c45a2dd4ba7fbe6915e0173e06a2cd9280d",
      memberships: [{ organization: acme, role: "member", teams: [] }],
    },
  },
  { position: "user[3]", refused: "banned in better-auth" },
  { position: "user[4]", refused: "password hash: not better-auth's scrypt (salt:key)" },
  { position: "user[5]", refused: "no email address" },
];

describe("the better-auth reader", () => {
  it("reads its tables: credential and social accounts, organizations, members and teams", async () => {
    expect(await readAll(fixture("tables.json"))).toEqual(expected);
  });

  it("reads the tables in whatever order the file has them", async () => {
    expect(await readAll(fixture("tables-reordered.json"))).toEqual(expected);
  });
});
