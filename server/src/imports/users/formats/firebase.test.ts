import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReadRow } from "../imported-user.ts";
import { readFirebaseUsers } from "./firebase.ts";
import type { UserFormatOptions } from "./format.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/imports/fixtures/firebase/${name}`, import.meta.url));

async function readAll(file: string, options: UserFormatOptions): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for await (const row of readFirebaseUsers(file, options)) rows.push(row);
  return rows;
}

/** Firebase's published test parameters (github.com/firebase/scrypt). */
const SIGNER_KEY = "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==";
const firebase = { hashKey: SIGNER_KEY, saltSeparator: "Bw==", rounds: 8, memCost: 14 };

const person = { memberships: [], platformAdmin: false, totpSecret: null, image: null, passwordHash: null };

describe("the Firebase reader", () => {
  it("reads auth:export's JSON with the project's hash parameters", async () => {
    expect(await readAll(fixture("users.json"), { firebase })).toEqual([
      {
        position: "users[0]",
        user: {
          ...person,
          externalId: "Ky3y8sVQ2tYkV1r9dCzWq4Xf7Jb2",
          email: "ada@example.com",
          emailVerified: true,
          name: "Ada Lovelace",
          image: "https://example.com/ada.png",
          createdAt: new Date(1672531200000),
          passwordHash: `$firebase-scrypt$r=8,m=14$${SIGNER_KEY}$Bw==$42xEC+ixf3L2lw==$lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==`,
          identities: [{ providerId: "google", accountId: "108765432109876543210" }],
        },
      },
      {
        position: "users[1]",
        user: {
          ...person,
          externalId: "Lm4n5oP6qR7sT8uV9wX0yZ1aB2c3",
          email: "grace@example.com",
          emailVerified: true,
          name: "Grace Hopper",
          createdAt: new Date(1675209600000),
          identities: [
            { providerId: "github", accountId: "1234567" },
            { providerId: "apple", accountId: "001234.abcdef0123456789.0123" },
          ],
        },
      },
      { position: "users[2]", refused: "no email address" },
      { position: "users[3]", refused: "disabled in Firebase" },
      {
        position: "users[4]",
        user: {
          ...person,
          externalId: "Zz9y8xW7vU6tS5rQ4pO3nM2lK1j0",
          email: "alan@acme.example",
          emailVerified: true,
          name: "Alan Turing",
          createdAt: new Date(1682899200000),
          identities: [{ providerId: "acme-sso", accountId: "00u1abcd2EFGH3ijk4l5" }],
        },
      },
      { position: "users[5]", refused: "localId: Invalid input: expected string, received undefined" },
    ]);
  });

  it("refuses users with a password when the hash parameters are not given", async () => {
    const rows = await readAll(fixture("users.json"), {});
    expect(rows[0]).toEqual({
      position: "users[0]",
      refused:
        "password hash: needs the project's hash parameters (--hash-key, --salt-separator, --rounds, --mem-cost)",
    });
    expect(rows[1]).toMatchObject({ user: { email: "grace@example.com", passwordHash: null } });
  });

  it("stops before reading when the signer key is not base64", async () => {
    await expect(readAll(fixture("users.json"), { firebase: { ...firebase, hashKey: "not base64!" } })).rejects.toThrow(
      "--hash-key: not base64",
    );
  });
});
