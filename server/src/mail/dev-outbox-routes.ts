import { Hono } from "hono";
import type { AppEnv } from "../kit/http-env.ts";
import type { Mailer } from "./mailer.ts";

/** GET /api/dev/outbox: the latest mails, for a first run without SMTP. Never mounted in production. */
export function devOutboxRoutes(mailer: Mailer): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/", async (c) => {
    const rows = await mailer.outbox.listRecent(100);
    const items = rows.map(({ id, to, subject, text, html, status, createdAt }) => ({
      id,
      to,
      subject,
      text,
      html,
      status,
      createdAt,
    }));
    return c.json({ items });
  });
}
