import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReadRow } from "../imported-user.ts";
import type { UserFormatOptions } from "./format.ts";
import { readSupabaseUsers } from "./supabase.ts";

/** The fixtures are psql's exports of an auth schema with Supabase's columns (json_agg, and \copy … csv header). */
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/imports/fixtures/supabase/${name}`, import.meta.url));

async function readAll(file: string, options: UserFormatOptions): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of readSupabaseUsers(file, options)) rows.push(row);
  return rows;
}

const person = { memberships: [], totpSecret: null };
const BCRYPT = "$2a$10$2kbIlRUxQx2BvZFujCopKub7CQMBfB3F8upmFYrjqjXaDQb4uEuTi";

const expectedRows = (positions: string[]): ReadRow[] => [
  {
    position: positions[0]!,
    user: {
      ...person,
      externalId: "3f0a6c1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c",
      email: "ada@example.com",
      emailVerified: true,
      name: "Ada Lovelace",
      image: "https://example.com/ada.png",
      createdAt: new Date("2024-01-15T10:00:00.654Z"),
      passwordHash: BCRYPT,
      identities: [{ providerId: "google", accountId: "108765432109876543210" }],
      platformAdmin: true,
    },
  },
  {
    position: positions[1]!,
    user: {
      ...person,
      externalId: "8d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a",
      email: "grace@example.com",
      emailVerified: false,
      name: "Grace Hopper",
      image: "https://avatars.githubusercontent.com/u/1234567",
      createdAt: new Date("2024-02-20T12:30:00Z"),
      passwordHash: null,
      identities: [
        { providerId: "github", accountId: "1234567" },
        { providerId: "microsoft", accountId: "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d" },
      ],
      platformAdmin: false,
    },
  },
  { position: positions[2]!, refused: "anonymous user" },
  { position: positions[3]!, refused: "banned in Supabase until 2999-01-01T00:00:00.000Z" },
  { position: positions[4]!, refused: "password hash: not a valid bcrypt hash" },
];

describe("the Supabase reader", () => {
  it("reads auth.users and auth.identities exported as JSON arrays", async () => {
    const rows = await readAll(fixture("users.json"), { identities: fixture("identities.json") });
    expect(rows).toEqual(expectedRows([0, 1, 2, 3, 4].map((i) => `users[${i}]`)));
  });

  it("reads the same tables exported as CSV", async () => {
    const rows = await readAll(fixture("users.csv"), { identities: fixture("identities.csv") });
    expect(rows).toEqual(expectedRows([2, 3, 4, 5, 6].map((line) => `line ${line}`)));
  });

  it("reads users without social identities when no identities file is given", async () => {
    const rows = await readAll(fixture("users.json"), {});
    expect(rows[0]).toMatchObject({ user: { email: "ada@example.com", identities: [] } });
  });
});
