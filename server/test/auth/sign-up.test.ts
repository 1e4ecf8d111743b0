import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSetCookie, maxAgeOf, SESSION_TOKEN_COOKIE, tokenOfCookieValue } from "../helpers/set-cookies.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

type SignUpUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
};
type SignUpBody = { token: string | null; user: SignUpUser };
type ErrorBody = { code: string; message: string };

const PASSWORD = "correct-horse-battery";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const usersWithEmail = (email: string) =>
  server.gatehouse.database.db.selectFrom("user").selectAll().where("email", "=", email).execute();

describe("POST /sign-up/email", () => {
  it("creates the user with exactly its fields (plugins' too), a credential account and a session", async () => {
    const client = server.client();
    const before = Date.now();
    const res = await client.post<SignUpBody>("/sign-up/email", {
      email: "new.user@example.com",
      password: PASSWORD,
      name: "New User",
    });
    expect(res.status).toBe(200);
    const { user, token } = res.body;
    expect(user).toEqual({
      id: expect.any(String),
      email: "new.user@example.com",
      name: "New User",
      image: null,
      emailVerified: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // admin plugin
      role: "user",
      banned: false,
      banReason: null,
      banExpires: null,
      // two-factor plugin
      twoFactorEnabled: false,
      // the saved language (null until chosen)
      locale: null,
    });
    expect(new Date(user.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The session cookie carries the token the body reports, and it is remembered by default.
    const cookie = findSetCookie(res.response, SESSION_TOKEN_COOKIE);
    expect(token).toEqual(expect.any(String));
    expect(tokenOfCookieValue(cookie?.value ?? "")).toBe(token);
    expect(maxAgeOf(cookie)).toBe(604_800);

    const account = await server.gatehouse.database.db
      .selectFrom("account")
      .selectAll()
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.providerId).toBe("credential");
    expect(account.accountId).toBe(user.id);
    expect(account.password).toEqual(expect.any(String));
    expect(account.password).not.toContain(PASSWORD);

    const session = await client.session();
    expect(session.body?.user.id).toBe(user.id);
  });

  it("stores the image when given", async () => {
    const res = await server.client().post<SignUpBody>("/sign-up/email", {
      email: "with-image@example.com",
      password: PASSWORD,
      name: "Pictured",
      image: "https://images.example.com/a.png",
    });
    expect(res.status).toBe(200);
    expect(res.body.user.image).toBe("https://images.example.com/a.png");
  });

  it("lowercases the email, and sign-in finds the user whatever the case", async () => {
    const res = await server
      .client()
      .post<SignUpBody>("/sign-up/email", { email: "Mixed.Case@Example.COM", password: PASSWORD, name: "Mixed" });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe("mixed.case@example.com");
    expect(await usersWithEmail("mixed.case@example.com")).toHaveLength(1);
    expect(await usersWithEmail("Mixed.Case@Example.COM")).toHaveLength(0);

    const signIn = await server.client().signIn("MIXED.case@example.com");
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(res.body.user.id);
  });

  it("refuses a second account for the same email (any case) with USER_ALREADY_EXISTS", async () => {
    const first = await server
      .client()
      .post<SignUpBody>("/sign-up/email", { email: "taken@example.com", password: PASSWORD, name: "First" });
    expect(first.status).toBe(200);
    for (const email of ["taken@example.com", "TAKEN@example.com"]) {
      const again = server.client();
      const res = await again.post<ErrorBody>("/sign-up/email", {
        email,
        password: "another-password-1",
        name: "Second",
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: "USER_ALREADY_EXISTS", message: "User already exists" });
      expect(findSetCookie(res.response, SESSION_TOKEN_COOKIE)).toBeUndefined();
    }
    const users = await usersWithEmail("taken@example.com");
    expect(users).toHaveLength(1);
    expect(users[0]?.name).toBe("First");
  });

  it("refuses an invalid email as an invalid body and creates nothing", async () => {
    for (const email of ["not-an-email", "a@", "@example.com", ""]) {
      const res = await server
        .client()
        .post<ErrorBody>("/sign-up/email", { email, password: PASSWORD, name: "Nobody" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "VALIDATION_ERROR", message: "Invalid body parameters" });
    }
    expect(await usersWithEmail("not-an-email")).toHaveLength(0);
  });

  it("refuses a body without a name or password", async () => {
    const noName = await server
      .client()
      .post<ErrorBody>("/sign-up/email", { email: "noname@example.com", password: PASSWORD });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ code: "VALIDATION_ERROR", message: "Invalid body parameters" });
    const noPassword = await server
      .client()
      .post<ErrorBody>("/sign-up/email", { email: "nopass@example.com", name: "No Pass" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe("VALIDATION_ERROR");
    expect(await usersWithEmail("noname@example.com")).toHaveLength(0);
    expect(await usersWithEmail("nopass@example.com")).toHaveLength(0);
  });

  it("applies the default password bounds 8..128", async () => {
    const short = await server
      .client()
      .post<ErrorBody>("/sign-up/email", { email: "short@example.com", password: "1234567", name: "S" });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ code: "PASSWORD_TOO_SHORT", message: "Password too short" });

    const long = await server
      .client()
      .post<ErrorBody>("/sign-up/email", { email: "long@example.com", password: "x".repeat(129), name: "L" });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ code: "PASSWORD_TOO_LONG", message: "Password too long" });
    expect(await usersWithEmail("short@example.com")).toHaveLength(0);
    expect(await usersWithEmail("long@example.com")).toHaveLength(0);

    expect(
      (await server.client().post("/sign-up/email", { email: "min@example.com", password: "k7#mQ2zx", name: "Min" }))
        .status,
    ).toBe(200);
    expect(
      (
        await server
          .client()
          .post("/sign-up/email", { email: "max@example.com", password: "y".repeat(128), name: "Max" })
      ).status,
    ).toBe(200);
  });
});

describe("POST /sign-up/email with PASSWORD_MIN_LENGTH=12 and PASSWORD_MAX_LENGTH=16", () => {
  let bounded: TestServer;
  beforeAll(async () => {
    bounded = await startTestServer({ env: { PASSWORD_MIN_LENGTH: "12", PASSWORD_MAX_LENGTH: "16" } });
  });
  afterAll(async () => bounded.close());

  it.each([
    { length: 11, status: 400, message: "Password too short" },
    { length: 12, status: 200, message: null },
    { length: 16, status: 200, message: null },
    { length: 17, status: 400, message: "Password too long" },
  ])("a password of $length characters gives $status", async ({ length, status, message }) => {
    const email = `length-${length}@example.com`;
    const password = "p".repeat(length);
    const res = await bounded.client().post<ErrorBody>("/sign-up/email", { email, password, name: "Bounded" });
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
  });
});
