import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asBool,
  findUser,
  linkIn,
  MALFORMED_BODIES,
  outboxRowsTo,
  PASSWORD,
  sessionCookieSetBy,
  signUpUnverified,
  signUpVerified,
  statusesForMalformedBodies,
  uniqueEmail,
  waitForMails,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code: string; message: string };
const VERIFY_PATH = "/api/auth/verify-email";

/** A verification token as better-auth signs it (HS256 with AUTH_SECRET), with a chosen expiry. */
async function craftToken(secret: string, claims: Record<string, string>, expiresAtSeconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(expiresAtSeconds - 3600)
    .setExpirationTime(expiresAtSeconds)
    .sign(new TextEncoder().encode(secret));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("email verification (auto sign-in after verification)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  describe("POST /send-verification-email", () => {
    it("signed out: answers {status:true} and mails an unverified user a fresh link", async () => {
      const email = uniqueEmail("resend");
      await signUpUnverified(server.client(), email);
      await server.smtp.mailTo(email, "Verify your email");

      const res = await server.client().post("/send-verification-email", { email, callbackURL: "/verified" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      const mails = await waitForMails(server.smtp, email, "Verify your email", 2);
      const link = linkIn(mails[1]!, VERIFY_PATH);
      expect(link.searchParams.get("token")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(link.searchParams.get("callbackURL")).toBe("/verified");
    });

    it("the token is an HS256 JWT for the user's email, valid for 3600 s", async () => {
      const email = uniqueEmail("claims");
      await signUpUnverified(server.client(), email);
      const token = linkIn(await server.smtp.mailTo(email, "Verify your email"), VERIFY_PATH).searchParams.get(
        "token",
      )!;
      expect(decodeProtectedHeader(token).alg).toBe("HS256");
      const claims = decodeJwt(token);
      expect(claims.email).toBe(email);
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect(Math.abs(claims.exp! - (nowSeconds() + 3600))).toBeLessThan(60);
    });

    it("signed out: answers {status:true} for a verified user too, without mailing again", async () => {
      const email = uniqueEmail("already");
      await signUpVerified(server, server.client(), email);
      const before = (await outboxRowsTo(server, email)).length;
      const res = await server.client().post("/send-verification-email", { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      expect(await outboxRowsTo(server, email)).toHaveLength(before);
    });

    it("signed out: answers {status:true} for any valid email, without mailing an unknown one", async () => {
      const email = uniqueEmail("nobody");
      const res = await server.client().post("/send-verification-email", { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      expect(await outboxRowsTo(server, email)).toHaveLength(0);
    });

    it("signed in: sends to the user's own unverified address", async () => {
      const email = uniqueEmail("own");
      const client = server.client();
      await signUpUnverified(client, email);
      const res = await client.post("/send-verification-email", { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      await waitForMails(server.smtp, email, "Verify your email", 2);
    });

    it("signed in: refuses another address", async () => {
      const client = server.client();
      await signUpUnverified(client, uniqueEmail("mine"));
      const other = uniqueEmail("theirs");
      const res = await client.post<ErrorBody>("/send-verification-email", { email: other });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("You can only send a verification email to your own email");
      expect(await outboxRowsTo(server, other)).toHaveLength(0);
    });

    it("signed in: refuses once the address is verified", async () => {
      const email = uniqueEmail("done");
      const client = server.client();
      await signUpVerified(server, client, email);
      const before = (await outboxRowsTo(server, email)).length;
      const res = await client.post<ErrorBody>("/send-verification-email", { email });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("You can only send a verification email to an unverified email");
      expect(await outboxRowsTo(server, email)).toHaveLength(before);
    });

    it("answers malformed bodies with 400, never a 500", async () => {
      expect(await statusesForMalformedBodies(server.client(), "/send-verification-email")).toEqual(
        MALFORMED_BODIES.map(() => 400),
      );
      const client = server.client();
      await signUpUnverified(client, uniqueEmail("malformed"));
      expect(await statusesForMalformedBodies(client, "/send-verification-email")).toEqual(
        MALFORMED_BODIES.map(() => 400),
      );
    });

    it("rejects an invalid email with 400, signed in or not", async () => {
      const signedOut = await server.client().post<ErrorBody>("/send-verification-email", { email: "not-an-email" });
      expect(signedOut.status).toBe(400);
      expect(signedOut.body.code).toBe("VALIDATION_ERROR");

      const client = server.client();
      await signUpUnverified(client, uniqueEmail("bad-input"));
      const signedIn = await client.post<ErrorBody>("/send-verification-email", { email: "also@not@valid" });
      expect(signedIn.status).toBe(400);
      const missing = await client.post<ErrorBody>("/send-verification-email", {});
      expect(missing.status).toBe(400);
    });
  });

  describe("GET /verify-email", () => {
    it("the mailed link redirects to callbackURL and marks the email verified", async () => {
      const email = uniqueEmail("link");
      const client = server.client();
      await signUpUnverified(client, email);
      await server.smtp.mailTo(email, "Verify your email");
      await client.post("/send-verification-email", { email, callbackURL: "/welcome?from=mail" });
      const mail = (await waitForMails(server.smtp, email, "Verify your email", 2))[1]!;
      const link = linkIn(mail, VERIFY_PATH);
      expect(link.searchParams.get("callbackURL")).toBe("/welcome?from=mail");

      const res = await client.visit(link.href);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/welcome?from=mail");
      expect(asBool((await findUser(server, email))!.emailVerified)).toBe(true);
      const session = await client.session();
      expect(session.body?.user.emailVerified).toBe(true);
    });

    it("without callbackURL answers JSON", async () => {
      const email = uniqueEmail("json");
      await signUpUnverified(server.client(), email);
      const link = linkIn(await server.smtp.mailTo(email, "Verify your email"), VERIFY_PATH);
      const token = link.searchParams.get("token")!;

      const res = await server.client().get<{ status: boolean; user: unknown }>("/verify-email", { query: { token } });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(true);
      expect(asBool((await findUser(server, email))!.emailVerified)).toBe(true);
    });

    it("signs in a browser without a session (AUTO_SIGN_IN_AFTER_VERIFICATION=true)", async () => {
      const email = uniqueEmail("auto");
      await signUpUnverified(server.client(), email);
      const link = linkIn(await server.smtp.mailTo(email, "Verify your email"), VERIFY_PATH);

      const browser = server.client();
      const res = await browser.visit(link.href);
      expect(res.status).toBe(302);
      expect(sessionCookieSetBy(res)).toBeTruthy();
      const session = await browser.session();
      expect(session.body?.user.email).toBe(email);
      expect(session.body?.user.emailVerified).toBe(true);
    });

    it("a second use of the link for a verified user still redirects without error", async () => {
      const email = uniqueEmail("twice");
      const client = server.client();
      await signUpVerified(server, client, email);
      const link = linkIn(await server.smtp.mailTo(email, "Verify your email"), VERIFY_PATH);
      const res = await client.visit(link.href);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    });

    it("an expired token: error=token_expired on the callback, 401 without one", async () => {
      const email = uniqueEmail("expired");
      await signUpUnverified(server.client(), email);
      const token = await craftToken(server.gatehouse.config.authSecret, { email }, nowSeconds() - 60);

      const redirect = await server.client().get("/verify-email", { query: { token, callbackURL: "/verified" } });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toBe("/verified?error=token_expired");

      const json = await server.client().get<ErrorBody>("/verify-email", { query: { token } });
      expect(json.status).toBe(401);
      expect(json.body.code).toBe("TOKEN_EXPIRED");
      expect(asBool((await findUser(server, email))!.emailVerified)).toBe(false);
    });

    it("a forged or garbled token: error=invalid_token", async () => {
      const email = uniqueEmail("forged");
      await signUpUnverified(server.client(), email);
      const forged = await craftToken("another-secret-another-secret-another-secret", { email }, nowSeconds() + 3600);

      for (const token of [forged, "not-a-jwt"]) {
        const redirect = await server
          .client()
          .get("/verify-email", { query: { token, callbackURL: "/verified?step=2" } });
        expect(redirect.status).toBe(302);
        expect(redirect.headers.get("location")).toBe("/verified?step=2&error=invalid_token");

        const json = await server.client().get<ErrorBody>("/verify-email", { query: { token } });
        expect(json.status).toBe(401);
        expect(json.body).toEqual({ code: "INVALID_TOKEN", message: "invalid token" });
      }
      expect(asBool((await findUser(server, email))!.emailVerified)).toBe(false);
    });

    it("a token for a deleted user: error=user_not_found", async () => {
      const email = uniqueEmail("gone");
      const client = server.client();
      await signUpUnverified(client, email);
      const link = linkIn(await server.smtp.mailTo(email, "Verify your email"), VERIFY_PATH);
      const deleted = await client.post("/delete-user", { password: PASSWORD });
      expect(deleted.body).toEqual({ success: true, message: "User deleted" });

      const res = await server.client().visit(link.href);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/?error=user_not_found");
      const json = await server
        .client()
        .get<ErrorBody>("/verify-email", { query: { token: link.searchParams.get("token")! } });
      expect(json.status).toBe(401);
      expect(json.body.code).toBe("USER_NOT_FOUND");
    });

    it("a change-email link opened in another user's session: error=unauthorized", async () => {
      const owner = server.client();
      const ownerEmail = uniqueEmail("owner");
      await signUpVerified(server, owner, ownerEmail);
      const newEmail = uniqueEmail("owner-new");
      const change = await owner.post("/change-email", { newEmail, callbackURL: "/email-changed" });
      expect(change.status).toBe(200);
      const link = linkIn(await server.smtp.mailTo(ownerEmail, "Confirm your email change"), VERIFY_PATH);

      const intruder = server.client();
      await signUpVerified(server, intruder, uniqueEmail("intruder"));
      const redirect = await intruder.visit(link.href);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toBe("/email-changed?error=unauthorized");

      const json = await intruder.get<ErrorBody>("/verify-email", {
        query: { token: link.searchParams.get("token")! },
      });
      expect(json.status).toBe(401);
      expect(json.body.code).toBe("UNAUTHORIZED");
      expect(await findUser(server, ownerEmail)).toBeDefined();
      expect(await findUser(server, newEmail)).toBeUndefined();
    });

    it("refuses an untrusted callbackURL instead of redirecting there", async () => {
      const res = await server
        .client()
        .get<ErrorBody>("/verify-email", { query: { token: "not-a-jwt", callbackURL: "https://evil.example/x" } });
      expect(res.status).toBe(403);
      expect(res.headers.get("location")).toBeNull();
      expect(res.body.message).toBe("Invalid callbackURL");
    });

    it("rejects a request without a token with 400", async () => {
      const res = await server.client().get<ErrorBody>("/verify-email");
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    });
  });
});

describe("email verification without auto sign-in (AUTO_SIGN_IN_AFTER_VERIFICATION=false)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTO_SIGN_IN_AFTER_VERIFICATION: "false" } });
  });
  afterAll(async () => server.close());

  it("verifies the email but sets no session cookie", async () => {
    const email = uniqueEmail("manual");
    await signUpUnverified(server.client(), email);
    const link = linkIn(await server.smtp.mailTo(email, "Verify your email"), VERIFY_PATH);

    const browser = server.client();
    const res = await browser.visit(link.href);
    expect(res.status).toBe(302);
    expect(sessionCookieSetBy(res)).toBeUndefined();
    expect((await browser.session()).body).toBeNull();
    expect(asBool((await findUser(server, email))!.emailVerified)).toBe(true);
  });
});

describe("required email verification (REQUIRE_EMAIL_VERIFICATION=true)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REQUIRE_EMAIL_VERIFICATION: "true" } });
  });
  afterAll(async () => server.close());

  it("sign-up gives no session; sign-in is refused until verified and mails a new link", async () => {
    const email = uniqueEmail("required");
    const client = server.client();
    const signUp = await client.signUp(email);
    expect(signUp.status).toBe(200);
    expect(signUp.body.token).toBeNull();
    expect(sessionCookieSetBy(signUp.response)).toBeUndefined();
    expect((await client.session()).body).toBeNull();
    await server.smtp.mailTo(email, "Verify your email");

    const refused = await client.signIn(email);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });
    expect(sessionCookieSetBy(refused.response)).toBeUndefined();
    const mails = await waitForMails(server.smtp, email, "Verify your email", 2);

    const verified = await client.visit(linkIn(mails[1]!, VERIFY_PATH).href);
    expect(verified.status).toBe(302);
    expect(asBool((await findUser(server, email))!.emailVerified)).toBe(true);

    const fresh = server.client();
    const signIn = await fresh.signIn(email);
    expect(signIn.status).toBe(200);
    expect((await fresh.session()).body?.user.email).toBe(email);
  });

  it("a wrong password is still answered with the generic message, not a verification mail", async () => {
    const email = uniqueEmail("required-wrong");
    await server.client().signUp(email);
    await server.smtp.mailTo(email, "Verify your email");
    const res = await server.client().signIn(email, "not-the-password");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "Invalid email or password" });
    expect(await outboxRowsTo(server, email)).toHaveLength(1);
  });
});
