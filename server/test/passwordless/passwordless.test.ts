import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asBool, findUser, PASSWORD, uniqueEmail } from "../helpers/account-flows.ts";
import type { CaughtMail } from "../helpers/smtp-catcher.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * Passwordless sign-in: magic links and email codes through the mail queue with their
 * own templates; codes expire, work once and allow three wrong guesses; new users sign up this way
 * unless PASSWORDLESS_SIGN_UP is off; both work while password sign-in is locked out.
 */
let server: TestServer;
let closedServer: TestServer;
beforeAll(async () => {
  [server, closedServer] = await Promise.all([
    startTestServer({ env: { LOCKOUT_THRESHOLD: "2" } }),
    startTestServer({ env: { PASSWORDLESS_SIGN_UP: "false" } }),
  ]);
});
afterAll(async () => Promise.all([server?.close(), closedServer?.close()]));

const codeIn = (mail: CaughtMail) => {
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
};
const magicLinkIn = (mail: CaughtMail) => {
  const link = mail.links.find((l) => l.includes("/api/auth/magic-link/verify"));
  if (!link) throw new Error(`no magic link in ${mail.links.join(" ")}`);
  return link;
};

async function sendCode(on: TestServer, client: TestClient, email: string, type: string, subject: string) {
  const sent = await client.post("/email-otp/send-verification-otp", { email, type });
  expect(sent).toMatchObject({ status: 200, body: { success: true } });
  return codeIn(await on.smtp.mailTo(email, subject));
}

describe("magic links", () => {
  it("sign an existing user in once, through the mail, and land on the callback", async () => {
    const email = uniqueEmail("magic");
    await server.client().signUp(email);
    const browser = server.client();
    const sent = await browser.post("/sign-in/magic-link", { email, callbackURL: "/account" });
    expect(sent).toMatchObject({ status: 200, body: { status: true } });
    const mail = await server.smtp.mailTo(email, "Your sign-in link");
    expect(mail.text).toContain("valid for 5 minutes");
    const link = magicLinkIn(mail);

    const opened = await browser.visit(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`${browser.origin}/account`);
    expect((await browser.session()).body?.user.email).toBe(email);

    const again = await server.client().visit(link);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toContain("error=INVALID_TOKEN");
  });

  it("create a verified account for a new address", async () => {
    const email = uniqueEmail("magic-new");
    const browser = server.client();
    await browser.post("/sign-in/magic-link", { email, name: "Mona Magic", callbackURL: "/account" });
    await browser.visit(magicLinkIn(await server.smtp.mailTo(email, "Your sign-in link")));
    expect((await browser.session()).body?.user).toMatchObject({ email, name: "Mona Magic", emailVerified: true });
  });

  it("an expired link signs nobody in", async () => {
    const email = uniqueEmail("magic-expired");
    await server.client().signUp(email);
    const browser = server.client();
    await browser.post("/sign-in/magic-link", { email, callbackURL: "/account" });
    const link = magicLinkIn(await server.smtp.mailTo(email, "Your sign-in link"));
    await server.gatehouse.database.db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("value", "like", `%${email}%`)
      .execute();
    const opened = await browser.visit(link);
    expect(opened.headers.get("location")).toMatch(/error=/);
    expect((await browser.session()).body).toBeNull();
  });

  it("refuses bad input with a 4xx", async () => {
    const client = server.client();
    expect((await client.post("/sign-in/magic-link", { email: "not-an-email" })).status).toBe(400);
    expect((await client.post("/sign-in/magic-link", {})).status).toBe(400);
    expect((await client.post("/sign-in/magic-link", { email: 42 })).status).toBe(400);
    const foreign = await client.post("/sign-in/magic-link", {
      email: uniqueEmail("foreign"),
      callbackURL: "https://evil.example/steal",
    });
    expect(foreign.status).toBe(403);
  });
});

describe("email codes", () => {
  it("sign in with a six-digit code, once", async () => {
    const email = uniqueEmail("code");
    await server.client().signUp(email);
    const browser = server.client();
    const code = await sendCode(server, browser, email, "sign-in", "Your sign-in code");
    const signedIn = await browser.post<{ token: string; user: { email: string } }>("/sign-in/email-otp", {
      email,
      otp: code,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
    expect((await browser.session()).body?.user.email).toBe(email);
    const reused = await server.client().post("/sign-in/email-otp", { email, otp: code });
    expect(reused.status).toBe(400);
  });

  it("three wrong guesses void the code; a new one works", async () => {
    const email = uniqueEmail("guesses");
    await server.client().signUp(email);
    const browser = server.client();
    const code = await sendCode(server, browser, email, "sign-in", "Your sign-in code");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let guess = 0; guess < 3; guess += 1) {
      const res = await browser.post("/sign-in/email-otp", { email, otp: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "INVALID_OTP", message: "Invalid OTP" });
    }
    const locked = await browser.post("/sign-in/email-otp", { email, otp: code });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: "TOO_MANY_ATTEMPTS", message: "Too many attempts" });

    server.smtp.mails.length = 0;
    const fresh = await sendCode(server, browser, email, "sign-in", "Your sign-in code");
    expect((await browser.post("/sign-in/email-otp", { email, otp: fresh })).status).toBe(200);
  });

  it("an expired code is refused", async () => {
    const email = uniqueEmail("code-expired");
    await server.client().signUp(email);
    const browser = server.client();
    const code = await sendCode(server, browser, email, "sign-in", "Your sign-in code");
    await server.gatehouse.database.db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("identifier", "=", `sign-in-otp-${email}`)
      .execute();
    const res = await browser.post("/sign-in/email-otp", { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "OTP_EXPIRED" });
  });

  it("verify an email address", async () => {
    const email = uniqueEmail("verify-code");
    const client = server.client();
    await client.signUp(email);
    const code = await sendCode(server, client, email, "email-verification", "Your verification code");
    const verified = await client.post("/email-otp/verify-email", { email, otp: code });
    expect(verified.status).toBe(200);
    expect(asBool((await findUser(server, email))!.emailVerified)).toBe(true);
  });

  it("reset a password, with the common-password rule, and lift a lockout", async () => {
    const email = uniqueEmail("reset-code");
    await server.client().signUp(email);
    for (let attempt = 0; attempt < 2; attempt += 1) await server.client().signIn(email, "wrong-password-5");
    expect((await server.client().signIn(email)).status).toBe(429);

    const client = server.client();
    expect((await client.post("/email-otp/request-password-reset", { email })).status).toBe(200);
    const code = codeIn(await server.smtp.mailTo(email, "Your password reset code"));
    const common = await client.post("/email-otp/reset-password", { email, otp: code, password: "password123" });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    const reset = await client.post("/email-otp/reset-password", { email, otp: code, password: "n3w-Passw0rd-ok" });
    expect(reset.status).toBe(200);
    expect((await server.client().signIn(email, "n3w-Passw0rd-ok")).status).toBe(200);
  });

  it("works while password sign-in is locked out (and so do magic links)", async () => {
    const email = uniqueEmail("locked-out");
    await server.client().signUp(email);
    for (let attempt = 0; attempt < 2; attempt += 1) await server.client().signIn(email, "wrong-password-6");
    expect((await server.client().signIn(email, PASSWORD)).status).toBe(429);
    const browser = server.client();
    const code = await sendCode(server, browser, email, "sign-in", "Your sign-in code");
    expect((await browser.post("/sign-in/email-otp", { email, otp: code })).status).toBe(200);
    const linked = server.client();
    await linked.post("/sign-in/magic-link", { email, callbackURL: "/account" });
    await linked.visit(magicLinkIn(await server.smtp.mailTo(email, "Your sign-in link")));
    expect((await linked.session()).body?.user.email).toBe(email);
  });

  it("refuses bad input with a 4xx", async () => {
    const client = server.client();
    for (const body of [{}, { email: "x", type: "sign-in" }, { email: uniqueEmail("t"), type: "teleport" }]) {
      expect((await client.post("/email-otp/send-verification-otp", body)).status).toBe(400);
    }
    expect((await client.post("/sign-in/email-otp", { email: uniqueEmail("n"), otp: 123456 })).status).toBe(400);
  });
});

describe("with PASSWORDLESS_SIGN_UP off", () => {
  it("an unknown address gets no account and no mail, though the send answers alike", async () => {
    const email = uniqueEmail("closed");
    const client = closedServer.client();
    const sent = await client.post("/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.post("/sign-in/email-otp", { email, otp: "123456" })).status).toBe(400);

    await client.post("/sign-in/magic-link", { email, callbackURL: "/account", errorCallbackURL: "/sign-in" });
    const link = magicLinkIn(await closedServer.smtp.mailTo(email, "Your sign-in link"));
    const opened = await client.visit(link);
    expect(opened.headers.get("location")).toContain("error=new_user_signup_disabled");
    expect(await findUser(closedServer, email)).toBeUndefined();
  });

  it("existing users still sign in without a password", async () => {
    const email = uniqueEmail("closed-known");
    await closedServer.client().signUp(email);
    const client = closedServer.client();
    const code = await sendCode(closedServer, client, email, "sign-in", "Your sign-in code");
    expect((await client.post("/sign-in/email-otp", { email, otp: code })).status).toBe(200);
  });
});
