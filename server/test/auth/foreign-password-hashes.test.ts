import { createHash, pbkdf2Sync, randomBytes } from "node:crypto";
import bcryptjs from "bcryptjs";
import { argon2i, argon2id } from "hash-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { insertImportedUser, storedPasswordHash } from "../helpers/imported-users.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Users moved from other systems sign in with the passwords they had: their hashes, made by the
 * origin's own implementation (or an independent one) and written into the database as an import
 * writes them, are verified as the origin verifies them, and the first sign-in stores the password
 * again in Gatehouse's own scrypt format (the test servers' cost is 1024).
 */
const NATIVE = /^scrypt-1024:[0-9a-f]{32}:[0-9a-f]{128}$/;
const REFUSED = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };

const argon2Options = (password: string) => ({
  password,
  salt: randomBytes(16),
  parallelism: 1,
  iterations: 2,
  memorySize: 1024,
  hashLength: 32,
  outputType: "encoded" as const,
});
const digest = (algorithm: string, ...parts: (string | Buffer)[]) =>
  createHash(algorithm)
    .update(Buffer.concat(parts.map((part) => Buffer.from(part))))
    .digest("hex");

/** Each origin's stored form of `password`, as its own code (or an independent implementation) makes it. */
const FORMATS: { origin: string; password: string; hash(password: string): string | Promise<string> }[] = [
  {
    origin: "jBCrypt's published vector",
    password: "a",
    hash: () => "$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe",
  },
  { origin: "bcryptjs ($2b$)", password: "pässwörd ✓ one", hash: (password) => bcryptjs.hashSync(password, 6) },
  {
    origin: "PHP's password_hash ($2y$, the same algorithm as $2b$)",
    password: "pässwörd ✓ two",
    hash: (password) => `$2y$${bcryptjs.hashSync(password, 6).slice(4)}`,
  },
  {
    origin: "argon2id (hash-wasm)",
    password: "pässwörd ✓ three",
    hash: (password) => argon2id(argon2Options(password)),
  },
  { origin: "argon2i (hash-wasm)", password: "pässwörd ✓ four", hash: (password) => argon2i(argon2Options(password)) },
  {
    origin: "Django's PBKDF2-SHA256",
    password: "pässwörd ✓ five",
    hash: (password) =>
      `pbkdf2_sha256$10000$Xq3sWm9Zt2Lk$${pbkdf2Sync(password, "Xq3sWm9Zt2Lk", 10000, 32, "sha256").toString("base64")}`,
  },
  {
    origin: "Keycloak's PBKDF2-SHA256 (27,500 iterations, 16-byte salt)",
    password: "pässwörd ✓ six",
    hash: (password) => {
      const salt = randomBytes(16);
      const key = pbkdf2Sync(password, salt, 27500, 64, "sha256");
      return `$pbkdf2-sha256$i=27500$${salt.toString("base64")}$${key.toString("base64")}`;
    },
  },
  {
    origin: "Firebase's published scrypt vector",
    password: "user1password",
    hash: () =>
      "$firebase-scrypt$r=8,m=14$jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==$Bw==$42xEC+ixf3L2lw==$lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==",
  },
  {
    origin: "MD5 of salt + password",
    password: "pässwörd ✓ seven",
    hash: (password) => `$md5$salt-first$${Buffer.from("pepper").toString("hex")}$${digest("md5", "pepper", password)}`,
  },
  {
    origin: "SHA-1 of password + salt",
    password: "pässwörd ✓ eight",
    hash: (password) => `$sha1$password-first$00ff10$${digest("sha1", password, Buffer.from("00ff10", "hex"))}`,
  },
  {
    origin: "unsalted SHA-256",
    password: "pässwörd ✓ nine",
    hash: (password) => `$sha256$none$$${digest("sha256", password)}`,
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withoutSmtp: true });
});
afterAll(async () => server?.close());

describe("a hash made by another system", () => {
  it.each(FORMATS)(
    "$origin: refuses a wrong password, signs in with the right one, then stores the native format",
    async ({ origin, password, hash }) => {
      const foreign = await hash(password);
      const user = await insertImportedUser(server, "moved", foreign);

      const wrong = await server.client().signIn(user.email, `${password}-not`);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject(REFUSED);
      expect(await storedPasswordHash(server, user.id)).toBe(foreign);

      const first = await server.client().signIn(user.email, password);
      expect(first.status, `${origin}: ${JSON.stringify(first.body)}`).toBe(200);
      expect(first.body.user.id).toBe(user.id);
      const rehashed = await storedPasswordHash(server, user.id);
      expect(rehashed).toMatch(NATIVE);

      const client = server.client();
      expect((await client.signIn(user.email, password)).status).toBe(200);
      expect((await client.session()).body?.user.id).toBe(user.id);
      expect(await storedPasswordHash(server, user.id)).toBe(rehashed);
      expect((await server.client().signIn(user.email, `${password}-not`)).status).toBe(401);
    },
  );
});

describe("a hash that does not parse", () => {
  it("is refused like a wrong password (never a 500), and like an unknown account", async () => {
    const unknown = await server.client().signIn(uniqueEmail("nobody"), "whatever-password");
    expect(unknown.status).toBe(401);
    for (const stored of [
      "not-a-hash",
      "$2b$10$tooShort",
      "$argon2id$v=19$m=1024,t=2,p=1$garbage",
      "pbkdf2_sha256$many$salt$hash",
      "$firebase-scrypt$r=8,m=14$$$$",
      "$md5$salt-first$zz$00",
      "$unknown$format$",
    ]) {
      const user = await insertImportedUser(server, "unparseable", stored);
      const refused = await server.client().signIn(user.email, "whatever-password");
      expect(refused.status, stored).toBe(401);
      expect(refused.body).toEqual(unknown.body);
      expect(await storedPasswordHash(server, user.id)).toBe(stored);
    }
  });
});
