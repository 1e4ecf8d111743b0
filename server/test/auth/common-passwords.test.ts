import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCommonPassword } from "../../src/auth/account/password/common-passwords.ts";
import { PASSWORD, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * The most common passwords are refused wherever a password is chosen (sign-up, reset, change,
 * an admin's create-user and set-user-password) with 400 PASSWORD_TOO_COMMON, before anything is
 * stored; a password of the wrong length still gets the length error; signing in is unaffected.
 */
const TOO_COMMON = {
  code: "PASSWORD_TOO_COMMON",
  message: "This password is one of the most common: choose one that is harder to guess",
};
const ADMIN_EMAIL = `common-admin-${randomUUID().slice(0, 8)}@example.com`;

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
});
afterAll(async () => server?.close());

const refusal = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

describe("the most common passwords", () => {
  it("ships a list of at least 10,000, matched ignoring case", () => {
    const list = readFileSync(new URL("../../src/auth/account/password/common-passwords.txt", import.meta.url), "utf8");
    expect(list.split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(10_000);
    for (const password of ["password1", "PassWord1", "qwertyuiop", "iloveyou"])
      expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
  });

  it("are refused on sign-up, and nothing is stored", async () => {
    const email = uniqueEmail("common");
    const response = await server.client().post("/sign-up/email", { name: "C", email, password: "Password1" });
    expect(refusal(response)).toEqual({ status: 400, body: TOO_COMMON });
    const signIn = await server.client().post("/sign-in/email", { email, password: "Password1" });
    expect(signIn.status).toBe(401);
  });

  it("a too-short common password gets the length error instead", async () => {
    const response = await server
      .client()
      .post("/sign-up/email", { name: "C", email: uniqueEmail("short"), password: "123456" });
    expect(refusal(response)).toEqual({
      status: 400,
      body: { code: "PASSWORD_TOO_SHORT", message: "Password too short" },
    });
  });

  it("are refused on change-password and by an admin setting or creating one", async () => {
    const client = server.client();
    const signUp = await client.signUp(uniqueEmail("changer"));
    const change = await client.post("/change-password", { currentPassword: PASSWORD, newPassword: "iloveyou" });
    expect(refusal(change)).toEqual({ status: 400, body: TOO_COMMON });
    expect((await server.client().signIn(signUp.body.user.email)).status).toBe(200); // the old password stands
    const set = await admin.post("/admin/set-user-password", {
      userId: signUp.body.user.id,
      newPassword: "qwertyuiop",
    });
    expect(refusal(set)).toEqual({ status: 400, body: TOO_COMMON });
    const created = await admin.post("/admin/create-user", {
      email: uniqueEmail("made"),
      password: "password1",
      name: "M",
    });
    expect(refusal(created)).toEqual({ status: 400, body: TOO_COMMON });
  });

  it("are refused on reset-password, and the token stays usable for a better one", async () => {
    const client = server.client();
    const email = uniqueEmail("resetter");
    await client.signUp(email);
    await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
    const mail = await server.smtp.mailTo(email, "Reset your password");
    const token = new URL(mail.links.find((link) => link.includes("/reset-password/"))!).pathname.split("/").pop()!;
    const common = await server.client().post("/reset-password", { token, newPassword: "sunshine1" });
    expect(refusal(common)).toEqual({ status: 400, body: TOO_COMMON });
    const better = await server.client().post("/reset-password", { token, newPassword: "tangerine-orbit-42" });
    expect(better.status).toBe(200);
  });
});
