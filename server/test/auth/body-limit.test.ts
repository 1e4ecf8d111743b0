import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("request body limit", () => {
  it("refuses a body over 64 KiB with 413 before reading it, and nothing is created", async () => {
    const client = server.client();
    const res = await client.post("/sign-up/email", {
      email: "big@example.com",
      password: "long-enough-1",
      name: "x".repeat(70_000),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" });
    const users = await server.gatehouse.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "big@example.com")
      .execute();
    expect(users).toEqual([]);
  });

  it("refuses an oversized chunked body (no Content-Length) too", async () => {
    const chunk = new TextEncoder().encode("a".repeat(16_384));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.gatehouse.config.baseURL },
      body,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(res.status).toBe(413);
  });

  it("accepts ordinary bodies", async () => {
    const res = await server.client().signUp("small@example.com");
    expect(res.status).toBe(200);
  });
});
