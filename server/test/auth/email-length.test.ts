import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const tooLong = `${"a".repeat(250)}@example.com`;

describe("email length", () => {
  it.each([
    ["/sign-up/email", { email: tooLong, password: "long-enough-1", name: "X" }],
    ["/sign-in/email", { email: tooLong, password: "long-enough-1" }],
    ["/request-password-reset", { email: tooLong }],
    ["/send-verification-email", { email: tooLong }],
  ])("%s refuses an address over 254 characters as invalid body parameters", async (path, body) => {
    const res = await server.client().post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Invalid body parameters" });
  });

  it("stores nothing for a refused sign-up, and accepts a 254-character address", async () => {
    const users = await server.gatehouse.database.db.selectFrom("user").select("id").execute();
    expect(users).toEqual([]);
    const longest = `${"b".repeat(242)}@example.com`;
    expect(longest.length).toBe(254);
    const res = await server.client().signUp(longest);
    expect(res.status).toBe(200);
  });
});
