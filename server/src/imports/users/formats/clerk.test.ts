import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReadRow } from "../imported-user.ts";
import { readClerkUsers } from "./clerk.ts";
import type { UserFormatOptions } from "./format.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/imports/fixtures/clerk/${name}`, import.meta.url));

async function readAll(file: string, options: UserFormatOptions): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of readClerkUsers(file, options)) rows.push(row);
  return rows;
}

const person = {
  identities: [],
  memberships: [],
  platformAdmin: false,
  totpSecret: null,
  image: null,
  createdAt: null,
};
const acme = { externalId: "org_2aZc9wqLrT3nYb8kPq1Xv7Hs4Ud", name: "Acme Inc", slug: "acme" };
const globex = {
  externalId: "org_2bQd7xRmUs4oZc9lRr2Yw8It5Ve",
  name: "Globex Corporation",
  slug: "globex-corporation",
};

describe("the Clerk reader", () => {
  it("reads the Dashboard's user export with its digests, TOTP secrets and the memberships file", async () => {
    const rows = await readAll(fixture("users.csv"), { memberships: fixture("memberships.csv") });
    expect(rows).toEqual([
      {
        position: "line 2",
        user: {
          ...person,
          externalId: "user_2YDryYFVMM1W1plDDKz7Gzf4we6",
          email: "ada@example.com",
          emailVerified: true,
          name: "Ada Lovelace",
          passwordHash: "$2b$10$Rs6fKGe4mUoAALksorlOEu2LEXW7ck0GxYgFR3ieoCmXoE18/8FAe",
          totpSecret: "JBSWY3DPEHPK3PXP",
          memberships: [
            { organization: acme, role: "admin", teams: [] },
            { organization: globex, role: "billing_manager", teams: [] },
          ],
        },
      },
      {
        position: "line 3",
        user: {
          ...person,
          externalId: "user_2ZZCgLE7kJG2CRBxTZ6YUIvzS10",
          email: "grace@example.com",
          emailVerified: true,
          name: "Grace Hopper",
          passwordHash:
            "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$LZPP+tmTKsMNnTzseVpt7ZMwWclJIElNtjS6cWOvV2U",
          memberships: [{ organization: acme, role: "member", teams: [] }],
        },
      },
      {
        position: "line 4",
        user: {
          ...person,
          externalId: "user_2cWszPHuo6P2lCdnhhZbVMfbAIC",
          email: "linus@example.com",
          emailVerified: true,
          name: "linus",
          passwordHash: "pbkdf2_sha256$600000$R4nd0mS4lt$L8EFui0wePqLroYPXoyWKOc6h9NpTEMM6kQs+fFHEPM=",
        },
      },
      {
        position: "line 5",
        user: {
          ...person,
          externalId: "user_2cukOsyNsh0J3MCEvrgM6PkoB0I",
          email: "margaret@example.com",
          emailVerified: false,
          name: "Margaret Hamilton",
          passwordHash: "$pbkdf2-sha256$i=100000$MDEyMzQ1Njc4OWFiY2RlZg==$sTOibUKk5kvcwLwyxl86X7XzDvn/A0sgOKA1ndUJOTE=",
        },
      },
      {
        position: "line 6",
        user: {
          ...person,
          externalId: "user_2dA1b2C3d4E5f6G7h8I9j0KlMnO",
          email: "katherine@example.com",
          emailVerified: true,
          name: "Katherine Johnson",
          passwordHash:
            "$firebase-scrypt$r=8,m=14$jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==$Bw==$42xEC+ixf3L2lw==$lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==",
        },
      },
      {
        position: "line 7",
        user: {
          ...person,
          externalId: "user_2dB1b2C3d4E5f6G7h8I9j0KlMnO",
          email: "dorothy@example.com",
          emailVerified: true,
          name: "Dorothy Vaughan",
          passwordHash: "$md5$none$$5c76601d45d13e3d065552b4efd6642e",
        },
      },
      {
        position: "line 8",
        user: {
          ...person,
          externalId: "user_2dC1b2C3d4E5f6G7h8I9j0KlMnO",
          email: "alan@example.com",
          emailVerified: true,
          name: "Alan Turing",
          passwordHash: null,
        },
      },
      { position: "line 9", refused: "no primary email address" },
      { position: "line 10", refused: 'password hash: unsupported algorithm "phpass"' },
      { position: "line 11", refused: "5 fields where the header has 13" },
    ]);
  });

  it("reads users without memberships when no memberships file is given", async () => {
    const rows = await readAll(fixture("users.csv"), {});
    expect(rows[0]).toMatchObject({ user: { externalId: "user_2YDryYFVMM1W1plDDKz7Gzf4we6", memberships: [] } });
  });

  it("stops at a memberships row it cannot read, naming its line", async () => {
    const memberships = join(mkdtempSync(join(tmpdir(), "clerk-")), "memberships.csv");
    writeFileSync(
      memberships,
      "organization_id,organization_name,organization_slug,user_id,role\norg_1,Acme,acme,,org:admin\n",
    );
    await expect(readAll(fixture("users.csv"), { memberships })).rejects.toThrow(
      "memberships.csv line 2: user_id: Too small: expected string to have >=1 characters",
    );
  });

  it("reads a created_at column when the export has one, in milliseconds or ISO-8601", async () => {
    const users = join(mkdtempSync(join(tmpdir(), "clerk-")), "users.csv");
    writeFileSync(
      users,
      [
        "id,first_name,last_name,primary_email_address,verified_email_addresses,created_at",
        "user_a,Ada,,ada@example.com,ada@example.com,1700000000000",
        "user_b,Bob,,bob@example.com,,2023-11-14T22:13:20Z",
        "user_c,Cy,,cy@example.com,,yesterday",
      ].join("\n"),
    );
    const rows = await readAll(users, {});
    expect(rows[0]).toMatchObject({ user: { createdAt: new Date(1700000000000), emailVerified: true } });
    expect(rows[1]).toMatchObject({ user: { createdAt: new Date("2023-11-14T22:13:20Z"), emailVerified: false } });
    expect(rows[2]).toEqual({ position: "line 4", refused: 'created_at: not a date: "yesterday"' });
  });
});
