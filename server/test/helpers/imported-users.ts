import { randomUUID } from "node:crypto";
import { uniqueEmail } from "./account-flows.ts";
import type { TestServer } from "./test-server.ts";

/**
 * A user as an import writes one: the user row and a credential account holding `passwordHash`
 * as the origin system stored it, straight into the test server's database. Returns its id and
 * address. (1 is true on both dialects: PostgreSQL reads the parameter "1" as a boolean.)
 */
export async function insertImportedUser(
  server: TestServer,
  label: string,
  passwordHash: string,
): Promise<{ id: string; email: string }> {
  const db = server.gatehouse.database.db;
  const id = randomUUID();
  const email = uniqueEmail(label);
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id,
      name: label,
      email,
      emailVerified: 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: null,
      banReason: null,
      banExpires: null,
    })
    .execute();
  await db
    .insertInto("account")
    .values({
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: "credential",
      password: passwordHash,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, email };
}

/** The password hash a user's credential account holds now. */
export async function storedPasswordHash(server: TestServer, userId: string): Promise<string | null> {
  const row = await server.gatehouse.database.db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirstOrThrow();
  return row.password;
}
