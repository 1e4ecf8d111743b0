import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

type OutboxItem = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
};
type Outbox = { items: OutboxItem[] };

const linkInText = (text: string, path: string): URL => {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((l) => l.pathname.includes(path));
  if (!link) throw new Error(`no link to ${path} in: ${text}`);
  return link;
};

/** A stand-in for the built web app: the server adds its flags to this page. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-web-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><html><head><title>Gatehouse</title></head></html>");
  return dir;
}
const OUTBOX_FLAG = '<meta name="gatehouse:dev-outbox" content="on">';
const pageAt = async (server: TestServer, path: string) => (await fetch(`${server.url}${path}`)).text();

describe("dev outbox without SMTP_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ withoutSmtp: true, webDistDir: webDist() });
  });

  it("the web app's pages carry the flag that shows the outbox link", async () => {
    for (const path of ["/", "/account", "/checkout/x"]) {
      expect(await pageAt(server, path)).toContain(`<head>${OUTBOX_FLAG}<title>`);
    }
  });
  afterAll(async () => server.close());

  const outboxFor = async (email: string): Promise<OutboxItem[]> => {
    const res = await server.client().get<Outbox>("/api/dev/outbox");
    expect(res.status).toBe(200);
    return res.body.items.filter((item) => item.to === email);
  };

  it("stores every mail and lists it at GET /api/dev/outbox", async () => {
    const email = uniqueEmail("outbox");
    await signUpUnverified(server.client(), email);

    const [item] = await outboxFor(email);
    expect(Object.keys(item!).sort()).toEqual(["createdAt", "html", "id", "status", "subject", "text", "to"]);
    expect(item).toMatchObject({ to: email, subject: "Verify your email address", status: "outbox" });
    expect(item!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(item!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(item!.html).toContain("<a href=");
    expect(linkInText(item!.text, "/api/auth/verify-email").searchParams.get("token")).toBeTruthy();
  });

  it("lists the newest mail first", async () => {
    const email = uniqueEmail("order");
    await signUpUnverified(server.client(), email);
    await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
    const items = await outboxFor(email);
    expect(items.map((i) => i.subject)).toEqual(["Reset your password", "Verify your email address"]);
  });

  it("the links in stored mails work like mailed ones", async () => {
    const email = uniqueEmail("outbox-link");
    await signUpUnverified(server.client(), email);
    const [item] = await outboxFor(email);
    const browser = server.client();
    const res = await browser.visit(linkInText(item!.text, "/api/auth/verify-email").href);
    expect(res.status).toBe(302);
    const session = await browser.session();
    expect(session.body?.user).toMatchObject({ email, emailVerified: true });
  });

  it("never hands the mail to SMTP: the row stays in the outbox", async () => {
    const email = uniqueEmail("no-smtp");
    await signUpUnverified(server.client(), email);
    // No dispatcher runs without SMTP_URL, so nothing will ever take the row out of the outbox.
    expect(server.gatehouse.mailer.isDispatching).toBe(false);
    const rows = await server.gatehouse.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to", "=", email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "outbox", attempts: 0, sentAt: null });
  });
});

describe("dev outbox in production", () => {
  let server: TestServer;
  /** What the server logs (production: JSON lines). */
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      withoutSmtp: true,
      env: { NODE_ENV: "production" },
      logDestination: { write: (line: string) => void logged.push(line) },
      webDistDir: webDist(),
    });
  });
  afterAll(async () => server.close());

  it("the web app's pages do not carry the outbox flag (no link to a page that is not there)", async () => {
    for (const path of ["/", "/account"]) {
      const page = await pageAt(server, path);
      expect(page).toContain("<title>Gatehouse</title>");
      expect(page).not.toContain("gatehouse:dev-outbox");
    }
  });

  it("is not served (404), though mails are still kept", async () => {
    const email = uniqueEmail("prod");
    await signUpUnverified(server.client(), email);
    const res = await server.client().get("/api/dev/outbox");
    expect(res.status).toBe(404);
    const rows = await server.gatehouse.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to", "=", email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("logs each kept mail as one JSON warning without its text (no sign-in links in the logs)", async () => {
    const email = uniqueEmail("prod-log");
    const from = logged.length;
    const signUp = await server.client().signUp(email);
    expect(signUp.status).toBe(200);
    const [row] = await server.gatehouse.database.db
      .selectFrom("mail_outbox")
      .select(["id", "text"])
      .where("to", "=", email)
      .execute();
    const mailLine = expect.objectContaining({
      level: "warn",
      msg: `mail ${row?.id} (verify-email) kept in the dev outbox, not sent: SMTP_URL is not set`,
      request_id: signUp.headers.get("x-request-id"),
    });
    const linesSince = () =>
      logged
        .slice(from)
        .join("")
        .split("\n")
        .filter((line) => line !== "");
    const parsed = () => linesSince().map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let i = 0; i < 40 && !parsed().some((line) => mailLine.asymmetricMatch(line)); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parsed()).toContainEqual(mailLine);
    const lines = linesSince();
    const link = row?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    expect(lines.join("\n")).not.toContain(new URL(link ?? "").searchParams.get("token"));
    expect(lines.join("\n")).not.toContain(email);
  });
});
