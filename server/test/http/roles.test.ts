import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxRowsTo, uniqueEmail } from "../helpers/account-flows.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

describe("GATEHOUSE_ROLE: api processes serve HTTP, worker processes run the jobs", () => {
  let database: ScratchDatabase;
  let api: TestServer;
  let worker: TestServer | null = null;

  beforeAll(async () => {
    database = await createScratchDatabase();
    api = await startTestServer({ database, env: { GATEHOUSE_ROLE: "api" } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await database?.drop();
  });

  it("an api process queues mail but sends none; a worker on the same database sends it", async () => {
    const email = uniqueEmail("roles");
    expect((await api.client().signUp(email)).status).toBe(200);
    // Nothing to wait for: an api process runs no dispatcher, so its queued mail stays pending.
    expect(api.gatehouse.mailer.isDispatching).toBe(false);
    expect(api.smtp.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
    expect((await outboxRowsTo(api, email)).map((row) => row.status)).toEqual(["pending"]);

    worker = await startTestServer({ database, env: { GATEHOUSE_ROLE: "worker" } });
    const mail = await worker.smtp.mailTo(email, "Verify your email");
    expect(mail.subject).toBe("Verify your email address");
    // Marked sent once the SMTP server has accepted it.
    let statuses = (await outboxRowsTo(api, email)).map((row) => row.status);
    for (let i = 0; i < 50 && statuses[0] !== "sent"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      statuses = (await outboxRowsTo(api, email)).map((row) => row.status);
    }
    expect(statuses).toEqual(["sent"]);
  });

  it("a worker process answers only its probes and metrics", async () => {
    worker ??= await startTestServer({ database, env: { GATEHOUSE_ROLE: "worker" } });
    expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    const metrics = await fetch(`${worker.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('gatehouse_queue_due{queue="mail"}');
    for (const path of ["/api/auth/ok", "/api/auth/get-session", "/v1/products/", "/"]) {
      const answer = await fetch(`${worker.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("x-request-id")).toBeTruthy();
    }
  });
});
