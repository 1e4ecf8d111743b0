import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("server start", () => {
  it("answers GET /api/auth/ok with ok true once ready", async () => {
    const res = await server.client().get("/ok");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it("signs up, mails a verification link over SMTP, and keeps the session", async () => {
    const client = server.client();
    const signUp = await client.signUp("smoke@example.com");
    expect(signUp.status).toBe(200);
    const mail = await server.smtp.mailTo("smoke@example.com", "Verify your email");
    expect(mail.links.some((l) => l.includes("/api/auth/verify-email?token="))).toBe(true);
    const session = await client.session();
    expect(session.body?.user.email).toBe("smoke@example.com");
  });
});
