import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxRow } from "../../src/mail/outbox-repository.ts";
import { type Gatehouse, startGatehouse } from "../../src/main.ts";
import { linkIn, mailsTo, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The durable mail queue (side effects go through an outbox): a mail is a row before
 * it is an SMTP delivery, so an SMTP outage or a Gatehouse restart delays it but never loses
 * or duplicates it. The test servers retry after 200 ms, doubling each time.
 */

let server: TestServer;
let restarted: Gatehouse | null = null;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await restarted?.close();
  restarted = null;
  await server.close();
});

const outbox = (gatehouse: Gatehouse, address: string, kind: string) =>
  gatehouse.database.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to", "=", address)
    .where("kind", "=", kind)
    .execute();

/** Polls the queue until `predicate` holds for the single row of that mail. */
async function waitForRow(
  gatehouse: Gatehouse,
  address: string,
  kind: string,
  predicate: (row: OutboxRow) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outbox(gatehouse, address, kind);
    expect(rows).toHaveLength(1);
    if (predicate(rows[0]!)) return rows[0]!;
    if (Date.now() > deadline) throw new Error(`mail row never matched: ${JSON.stringify(rows[0])}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs a user up while SMTP is up and waits for that first mail, so later counts start clean. */
async function userWithDeliveredVerification(email: string): Promise<void> {
  await signUpUnverified(server.client(), email);
  await server.smtp.mailTo(email, "Verify your email");
}

/**
 * Waits until the dispatcher has looked at the queue again several times after the delivery, and
 * at least one retry period (MAIL_RETRY_BASE_MS, 200 ms in tests) has gone by, so a duplicate
 * delivery would have happened by now.
 */
async function settle(gatehouse: Gatehouse = server.gatehouse): Promise<void> {
  const retryPeriod = Date.now() + gatehouse.config.MAIL_RETRY_BASE_MS;
  await gatehouse.mailer.afterPasses(3);
  while (Date.now() < retryPeriod) await gatehouse.mailer.afterPasses(1);
}

describe("mail queue", () => {
  it("delivers at once while SMTP is up and records the delivery", async () => {
    const email = uniqueEmail("up");
    await userWithDeliveredVerification(email);
    const row = await waitForRow(server.gatehouse, email, "verify-email", (r) => r.status === "sent");
    expect(row.attempts).toBe(0);
    expect(row.sentAt).not.toBeNull();
    expect(row.lastError).toBeNull();
  });

  it("keeps a mail pending through an SMTP outage, retrying, and delivers it exactly once afterwards", async () => {
    const email = uniqueEmail("outage");
    await userWithDeliveredVerification(email);
    const port = server.smtp.port;
    await server.smtp.stop();

    const res = await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(res.status).toBe(200);
    const failing = await waitForRow(server.gatehouse, email, "reset-password", (r) => r.attempts >= 2);
    expect(failing.status).toBe("pending");
    expect(failing.sentAt).toBeNull();
    expect(failing.lastError).toEqual(expect.any(String));
    const later = await waitForRow(server.gatehouse, email, "reset-password", (r) => r.attempts > failing.attempts);
    expect(later.status).toBe("pending");
    expect(mailsTo(server.smtp, email).filter((m) => m.subject.includes("Reset your password"))).toHaveLength(0);

    await server.smtp.start(port);
    const mail = await server.smtp.mailTo(email, "Reset your password");
    expect(linkIn(mail, "/api/auth/reset-password/").searchParams.get("callbackURL")).toBe("/reset-password");
    const sent = await waitForRow(server.gatehouse, email, "reset-password", (r) => r.status === "sent");
    expect(sent.sentAt).not.toBeNull();
    await settle();
    expect(mailsTo(server.smtp, email).filter((m) => m.subject.includes("Reset your password"))).toHaveLength(1);
  });

  it("keeps a queued mail across a Gatehouse restart and delivers it exactly once", async () => {
    const email = uniqueEmail("restart");
    await userWithDeliveredVerification(email);
    const port = server.smtp.port;
    await server.smtp.stop();

    await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
    await waitForRow(server.gatehouse, email, "reset-password", (r) => r.attempts >= 1);
    await server.gatehouse.close();

    // Same configuration, so the same database, port and SMTP server.
    restarted = await startGatehouse(server.gatehouse.config, { mailPollMs: 100 });
    const pending = await waitForRow(restarted, email, "reset-password", () => true);
    expect(pending.status).toBe("pending");

    await server.smtp.start(port);
    const mail = await server.smtp.mailTo(email, "Reset your password");
    // The link issued before the restart still works after it.
    const link = linkIn(mail, "/api/auth/reset-password/");
    const callback = await fetch(`${restarted.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get("location")!).searchParams.get("token")).toBe(link.pathname.split("/").at(-1));

    await waitForRow(restarted, email, "reset-password", (r) => r.status === "sent");
    await settle(restarted);
    expect(mailsTo(server.smtp, email).filter((m) => m.subject.includes("Reset your password"))).toHaveLength(1);
  });

  it("delivers every mail queued during an outage once each", async () => {
    const emails = [uniqueEmail("burst-a"), uniqueEmail("burst-b"), uniqueEmail("burst-c")];
    for (const email of emails) await userWithDeliveredVerification(email);
    const port = server.smtp.port;
    await server.smtp.stop();
    for (const email of emails) {
      await server.client().post("/forget-password", { email });
    }
    for (const email of emails) await waitForRow(server.gatehouse, email, "reset-password", (r) => r.attempts >= 1);

    await server.smtp.start(port);
    for (const email of emails) await server.smtp.mailTo(email, "Reset your password");
    await settle();
    for (const email of emails) {
      expect(mailsTo(server.smtp, email).filter((m) => m.subject.includes("Reset your password"))).toHaveLength(1);
    }
  });
});
