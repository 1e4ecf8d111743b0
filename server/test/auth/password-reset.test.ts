import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsOf,
  expireVerification,
  findVerification,
  linkIn,
  MALFORMED_BODIES,
  mailsTo,
  outboxRowsTo,
  PASSWORD,
  secondsUntil,
  sessionsOf,
  signedInClient,
  signUpUnverified,
  statusesForMalformedBodies,
  uniqueEmail,
  waitForMails,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code: string; message: string };
const RESET_MESSAGE = "If this email exists in our system, check your email for the reset link";
const NEW_PASSWORD = "a-brand-new-passphrase";
const REQUEST_ROUTES = ["/request-password-reset", "/forget-password"] as const;

/** Requests a reset for `email` through `route` and returns the token from the mailed link. */
async function requestResetToken(
  server: TestServer,
  email: string,
  route: (typeof REQUEST_ROUTES)[number] = "/request-password-reset",
): Promise<string> {
  const before = mailsTo(server.smtp, email).filter((m) => m.subject.includes("Reset your password")).length;
  const res = await server.client().post(route, { email, redirectTo: "/reset-password" });
  expect(res.status).toBe(200);
  const mails = await waitForMails(server.smtp, email, "Reset your password", before + 1);
  const link = linkIn(mails[before]!, "/api/auth/reset-password/");
  return link.pathname.split("/").at(-1)!;
}

async function expectSignIn(client: TestClient, email: string, password: string, status: number): Promise<void> {
  const res = await client.signIn(email, password);
  expect(res.status).toBe(status);
}

describe("password reset", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  describe.each(REQUEST_ROUTES)("POST %s", (route) => {
    it("mails a known user a link to /api/auth/reset-password/{token}?callbackURL=..", async () => {
      const email = uniqueEmail("reset");
      const userId = await signUpUnverified(server.client(), email);
      const res = await server.client().post(route, { email, redirectTo: "/reset-password" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: RESET_MESSAGE });

      const mail = await server.smtp.mailTo(email, "Reset your password");
      const link = linkIn(mail, "/api/auth/reset-password/");
      expect(link.origin).toBe(server.gatehouse.config.baseURL);
      const token = link.pathname.slice("/api/auth/reset-password/".length);
      expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(link.searchParams.get("callbackURL")).toBe("/reset-password");

      const row = await findVerification(server, `reset-password:${token}`);
      expect(row?.value).toBe(userId);
      expect(secondsUntil(row!.expiresAt)).toBeGreaterThan(3600 - 60);
      expect(secondsUntil(row!.expiresAt)).toBeLessThanOrEqual(3600);
    });

    it("without redirectTo, the link leads to the web app's reset page", async () => {
      const email = uniqueEmail("no-redirect");
      await signUpUnverified(server.client(), email);
      const res = await server.client().post(route, { email });
      expect(res.body).toEqual({ status: true, message: RESET_MESSAGE });
      const link = linkIn(await server.smtp.mailTo(email, "Reset your password"), "/api/auth/reset-password/");
      expect(link.searchParams.get("callbackURL")).toBe("/reset-password");
      const visit = await server.client().visit(link.href);
      expect(visit.status).toBe(302);
      const location = new URL(visit.headers.get("location")!);
      expect(location.pathname).toBe("/reset-password");
      expect(location.searchParams.get("token")).toBe(link.pathname.split("/").at(-1));
    });

    it("answers an unknown email the same way and mails nothing", async () => {
      const email = uniqueEmail("unknown");
      const res = await server.client().post(route, { email, redirectTo: "/reset-password" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: RESET_MESSAGE });
      expect(await outboxRowsTo(server, email)).toHaveLength(0);
    });

    it("rejects an invalid email with 400", async () => {
      for (const body of [{ email: "not-an-email" }, {}, { email: 42 }]) {
        const res = await server.client().post<ErrorBody>(route, body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
      }
    });

    it("answers malformed bodies with 400, never a 500", async () => {
      expect(await statusesForMalformedBodies(server.client(), route)).toEqual(MALFORMED_BODIES.map(() => 400));
    });

    it("refuses an untrusted redirectTo", async () => {
      const email = uniqueEmail("evil-redirect");
      await signUpUnverified(server.client(), email);
      const res = await server.client().post<ErrorBody>(route, { email, redirectTo: "https://evil.example/steal" });
      expect(res.status).toBe(403);
      expect(await outboxRowsTo(server, email)).toHaveLength(1); // the sign-up verification only
    });
  });

  describe("GET /reset-password/{token}", () => {
    it("redirects to callbackURL with the token", async () => {
      const email = uniqueEmail("callback");
      await signUpUnverified(server.client(), email);
      const token = await requestResetToken(server, email);

      const res = await server.client().get(`/reset-password/${token}`, { query: { callbackURL: "/reset-password" } });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/reset-password");
      expect(location.searchParams.get("token")).toBe(token);
      expect(location.searchParams.get("error")).toBeNull();
    });

    it("the mailed link itself lands on the callback with the token", async () => {
      const email = uniqueEmail("mailed-link");
      await signUpUnverified(server.client(), email);
      await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
      const link = linkIn(await server.smtp.mailTo(email, "Reset your password"), "/api/auth/reset-password/");
      const res = await server.client().visit(link.href);
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/reset-password");
      expect(location.searchParams.get("token")).toBe(link.pathname.split("/").at(-1));
    });

    it("redirects with error=INVALID_TOKEN for an unknown or expired token", async () => {
      const unknown = await server
        .client()
        .get("/reset-password/AAAAAAAAAAAAAAAAAAAAAAAA", { query: { callbackURL: "/reset-password" } });
      expect(unknown.status).toBe(302);
      const unknownLocation = new URL(unknown.headers.get("location")!, server.url);
      expect(unknownLocation.pathname).toBe("/reset-password");
      expect(unknownLocation.searchParams.get("error")).toBe("INVALID_TOKEN");
      expect(unknownLocation.searchParams.get("token")).toBeNull();

      const email = uniqueEmail("expired-link");
      await signUpUnverified(server.client(), email);
      const token = await requestResetToken(server, email);
      await expireVerification(server, `reset-password:${token}`);
      const expired = await server
        .client()
        .get(`/reset-password/${token}`, { query: { callbackURL: "/reset-password" } });
      expect(expired.status).toBe(302);
      expect(new URL(expired.headers.get("location")!, server.url).searchParams.get("error")).toBe("INVALID_TOKEN");
    });
  });

  describe("POST /reset-password", () => {
    it("sets the new password (token in the body) and spends the token", async () => {
      const email = uniqueEmail("body-token");
      await signUpUnverified(server.client(), email);
      const token = await requestResetToken(server, email);

      const res = await server.client().post("/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      await expectSignIn(server.client(), email, NEW_PASSWORD, 200);
      await expectSignIn(server.client(), email, PASSWORD, 401);
      expect(await findVerification(server, `reset-password:${token}`)).toBeUndefined();

      const again = await server
        .client()
        .post<ErrorBody>("/reset-password", { token, newPassword: "yet-another-passphrase" });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ code: "INVALID_TOKEN", message: "invalid token" });
      await expectSignIn(server.client(), email, NEW_PASSWORD, 200);
    });

    it("accepts the token in the query", async () => {
      const email = uniqueEmail("query-token");
      await signUpUnverified(server.client(), email);
      const token = await requestResetToken(server, email, "/forget-password");
      const res = await server.client().post("/reset-password", { newPassword: NEW_PASSWORD }, { query: { token } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      await expectSignIn(server.client(), email, NEW_PASSWORD, 200);
    });

    it("refuses an unknown, missing or expired token", async () => {
      const unknown = await server
        .client()
        .post<ErrorBody>("/reset-password", { token: "AAAAAAAAAAAAAAAAAAAAAAAA", newPassword: NEW_PASSWORD });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ code: "INVALID_TOKEN", message: "invalid token" });

      const missing = await server.client().post<ErrorBody>("/reset-password", { newPassword: NEW_PASSWORD });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe("invalid token");

      const email = uniqueEmail("expired-reset");
      await signUpUnverified(server.client(), email);
      const token = await requestResetToken(server, email);
      await expireVerification(server, `reset-password:${token}`);
      const expired = await server.client().post<ErrorBody>("/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe("INVALID_TOKEN");
      await expectSignIn(server.client(), email, PASSWORD, 200);
    });

    it("refuses a too short or too long password and keeps the token usable", async () => {
      const email = uniqueEmail("short");
      await signUpUnverified(server.client(), email);
      const token = await requestResetToken(server, email);

      const short = await server.client().post<ErrorBody>("/reset-password", { token, newPassword: "short" });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ code: "PASSWORD_TOO_SHORT", message: "Password too short" });
      const long = await server.client().post<ErrorBody>("/reset-password", { token, newPassword: "x".repeat(129) });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ code: "PASSWORD_TOO_LONG", message: "Password too long" });
      const missing = await server.client().post<ErrorBody>("/reset-password", { token });
      expect(missing.status).toBe(400);

      const ok = await server.client().post("/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(ok.status).toBe(200);
      await expectSignIn(server.client(), email, NEW_PASSWORD, 200);
    });

    it("answers malformed bodies with 400, never a 500", async () => {
      expect(await statusesForMalformedBodies(server.client(), "/reset-password")).toEqual(
        MALFORMED_BODIES.map(() => 400),
      );
    });

    it("creates a credential account for a user who has none", async () => {
      const email = uniqueEmail("no-credential");
      const userId = await signUpUnverified(server.client(), email);
      await server.gatehouse.database.db
        .deleteFrom("account")
        .where("userId", "=", userId)
        .where("providerId", "=", "credential")
        .execute();
      expect(await accountsOf(server, userId)).toHaveLength(0);
      await expectSignIn(server.client(), email, PASSWORD, 401);

      const token = await requestResetToken(server, email);
      const res = await server.client().post("/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      const accounts = await accountsOf(server, userId);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]).toMatchObject({ providerId: "credential", accountId: userId });
      await expectSignIn(server.client(), email, NEW_PASSWORD, 200);
    });

    it("keeps the user's sessions when REVOKE_SESSIONS_ON_PASSWORD_RESET is off (default)", async () => {
      const email = uniqueEmail("keep-sessions");
      const first = server.client();
      const userId = await signUpUnverified(first, email);
      const second = await signedInClient(server, email);
      const token = await requestResetToken(server, email);

      expect((await server.client().post("/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
      expect(await sessionsOf(server, userId)).toHaveLength(2);
      expect((await first.session()).body?.user.email).toBe(email);
      expect((await second.session()).body?.user.email).toBe(email);
    });
  });
});

describe("password reset with REVOKE_SESSIONS_ON_PASSWORD_RESET=true", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REVOKE_SESSIONS_ON_PASSWORD_RESET: "true" } });
  });
  afterAll(async () => server.close());

  it("revokes every existing session of the user, and only theirs", async () => {
    const email = uniqueEmail("revoke");
    const first = server.client();
    const userId = await signUpUnverified(first, email);
    const second = await signedInClient(server, email);
    const bystander = server.client();
    await signUpUnverified(bystander, uniqueEmail("bystander"));
    const token = await requestResetToken(server, email);

    expect((await server.client().post("/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await sessionsOf(server, userId)).toHaveLength(0);
    expect((await first.session()).body).toBeNull();
    expect((await second.session()).body).toBeNull();
    expect((await bystander.session()).body).not.toBeNull();
    await expectSignIn(server.client(), email, NEW_PASSWORD, 200);
  });
});
