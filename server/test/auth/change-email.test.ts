import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asBool,
  findUser,
  findUserById,
  linkIn,
  MALFORMED_BODIES,
  outboxRowsTo,
  signUpUnverified,
  signUpVerified,
  statusesForMalformedBodies,
  uniqueEmail,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code?: string; message: string };
const VERIFY_PATH = "/api/auth/verify-email";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("POST /change-email, unverified user", () => {
  it("changes the email at once and mails a verification link to the new address", async () => {
    const oldEmail = uniqueEmail("unverified-old");
    const newEmail = uniqueEmail("unverified-new");
    const client = server.client();
    const userId = await signUpUnverified(client, oldEmail);

    const res = await client.post("/change-email", { newEmail, callbackURL: "/account" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    const user = await findUserById(server, userId);
    expect(user?.email).toBe(newEmail);
    expect(asBool(user!.emailVerified)).toBe(false);
    expect((await client.session()).body?.user.email).toBe(newEmail);

    const mail = await server.smtp.mailTo(newEmail, "Verify your email");
    const link = linkIn(mail, VERIFY_PATH);
    expect(link.searchParams.get("callbackURL")).toBe("/account");
    const verified = await client.visit(link.href);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/account");
    expect(asBool((await findUserById(server, userId))!.emailVerified)).toBe(true);
  });

  it("stores the new address lowercased", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("case"));
    const newEmail = uniqueEmail("Mixed-Case");
    const res = await client.post("/change-email", { newEmail: newEmail.toUpperCase() });
    expect(res.status).toBe(200);
    expect((await findUserById(server, userId))?.email).toBe(newEmail.toLowerCase());
  });
});

describe("POST /change-email, verified user", () => {
  it("asks the current address to confirm; the link applies the change and re-verifies the new address", async () => {
    const oldEmail = uniqueEmail("verified-old");
    const newEmail = uniqueEmail("verified-new");
    const client = server.client();
    const userId = await signUpVerified(server, client, oldEmail);

    const res = await client.post("/change-email", { newEmail, callbackURL: "/email-changed" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    // Nothing changes until the link is used, and nothing is mailed to the new address yet.
    const unchanged = await findUserById(server, userId);
    expect(unchanged?.email).toBe(oldEmail);
    expect(asBool(unchanged!.emailVerified)).toBe(true);
    expect(await outboxRowsTo(server, newEmail)).toHaveLength(0);

    const confirmation = await server.smtp.mailTo(oldEmail, "Confirm your email change");
    expect(confirmation.text).toContain(newEmail);
    const link = linkIn(confirmation, VERIFY_PATH);
    expect(link.searchParams.get("callbackURL")).toBe("/email-changed");

    const applied = await client.visit(link.href);
    expect(applied.status).toBe(302);
    expect(applied.headers.get("location")).toBe("/email-changed");
    const changed = await findUserById(server, userId);
    expect(changed?.email).toBe(newEmail);
    expect(asBool(changed!.emailVerified)).toBe(false);
    expect((await client.session()).body?.user).toMatchObject({ email: newEmail, emailVerified: false });

    const verification = await server.smtp.mailTo(newEmail, "Verify your email");
    const verified = await client.visit(linkIn(verification, VERIFY_PATH).href);
    expect(verified.status).toBe(302);
    expect(asBool((await findUserById(server, userId))!.emailVerified)).toBe(true);
  });

  it("the confirmation link without callbackURL answers JSON", async () => {
    const oldEmail = uniqueEmail("json-old");
    const newEmail = uniqueEmail("json-new");
    const client = server.client();
    const userId = await signUpVerified(server, client, oldEmail);
    await client.post("/change-email", { newEmail });
    const token = linkIn(await server.smtp.mailTo(oldEmail, "Confirm your email change"), VERIFY_PATH).searchParams.get(
      "token",
    )!;

    const res = await client.get<{ status: boolean; user: { email: string; emailVerified: boolean } }>(
      "/verify-email",
      { query: { token } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, user: { email: newEmail, emailVerified: false } });
    expect((await findUserById(server, userId))?.email).toBe(newEmail);
  });

  it("the sign-in password keeps working with the new address", async () => {
    const oldEmail = uniqueEmail("signin-old");
    const newEmail = uniqueEmail("signin-new");
    const client = server.client();
    await signUpVerified(server, client, oldEmail);
    await client.post("/change-email", { newEmail });
    await client.visit(linkIn(await server.smtp.mailTo(oldEmail, "Confirm your email change"), VERIFY_PATH).href);

    expect((await server.client().signIn(newEmail)).status).toBe(200);
    expect((await server.client().signIn(oldEmail)).status).toBe(401);
  });
});

describe("POST /change-email, refusals", () => {
  it("refuses the current address: 400 Email is the same", async () => {
    const email = uniqueEmail("same");
    const client = server.client();
    await signUpVerified(server, client, email);
    for (const newEmail of [email, email.toUpperCase()]) {
      const res = await client.post<ErrorBody>("/change-email", { newEmail });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Email is the same");
    }
  });

  it("refuses another user's address: 400 Couldn't update your email", async () => {
    const taken = uniqueEmail("taken");
    await signUpUnverified(server.client(), taken);

    for (const verified of [false, true]) {
      const email = uniqueEmail(verified ? "taker-verified" : "taker");
      const client = server.client();
      const userId = verified ? await signUpVerified(server, client, email) : await signUpUnverified(client, email);
      const before = (await outboxRowsTo(server, email)).length;
      const res = await client.post<ErrorBody>("/change-email", { newEmail: taken });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Couldn't update your email");
      expect((await findUserById(server, userId))?.email).toBe(email);
      expect(await outboxRowsTo(server, email)).toHaveLength(before);
    }
    expect(await outboxRowsTo(server, taken)).toHaveLength(1); // its own sign-up verification only
  });

  it("refuses the confirmation link once another user has taken the new address meanwhile", async () => {
    const oldEmail = uniqueEmail("race-old");
    const newEmail = uniqueEmail("race-new");
    const client = server.client();
    const userId = await signUpVerified(server, client, oldEmail);
    await client.post("/change-email", { newEmail, callbackURL: "/email-changed" });
    const link = linkIn(await server.smtp.mailTo(oldEmail, "Confirm your email change"), VERIFY_PATH);
    const squatterId = await signUpUnverified(server.client(), newEmail);

    const redirect = await client.visit(link.href);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/email-changed?error=invalid_token");
    const json = await client.get<ErrorBody>("/verify-email", { query: { token: link.searchParams.get("token")! } });
    expect(json.status).toBe(401);
    expect(json.body).toEqual({ code: "INVALID_TOKEN", message: "invalid token" });
    expect((await findUserById(server, userId))?.email).toBe(oldEmail);
    expect((await findUserById(server, squatterId))?.email).toBe(newEmail);
  });

  it("a used confirmation link cannot be replayed", async () => {
    const oldEmail = uniqueEmail("replay-old");
    const newEmail = uniqueEmail("replay-new");
    const client = server.client();
    const userId = await signUpVerified(server, client, oldEmail);
    await client.post("/change-email", { newEmail, callbackURL: "/email-changed" });
    const link = linkIn(await server.smtp.mailTo(oldEmail, "Confirm your email change"), VERIFY_PATH);
    expect((await client.visit(link.href)).headers.get("location")).toBe("/email-changed");

    const replay = await client.visit(link.href);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/email-changed?error=user_not_found");
    expect((await findUserById(server, userId))?.email).toBe(newEmail);
  });

  it("rejects an invalid or missing email with 400", async () => {
    const email = uniqueEmail("invalid");
    const client = server.client();
    await signUpVerified(server, client, email);
    for (const body of [{ newEmail: "not-an-email" }, { newEmail: "" }, {}, { newEmail: ["a@b.co"] }]) {
      const res = await client.post<ErrorBody>("/change-email", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    expect(await findUser(server, email)).toBeDefined();
  });

  it("answers malformed bodies with 400, never a 500", async () => {
    const client = server.client();
    await signUpVerified(server, client, uniqueEmail("malformed"));
    expect(await statusesForMalformedBodies(client, "/change-email")).toEqual(MALFORMED_BODIES.map(() => 400));
  });

  it("needs a session", async () => {
    const res = await server.client().post("/change-email", { newEmail: uniqueEmail("anonymous") });
    expect(res.status).toBe(401);
  });
});
