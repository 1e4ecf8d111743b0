// Stock better-auth 1.7.7 behind Hono, exactly as its docs mount it: the baseline.
import { serve } from "@hono/node-server";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { Hono } from "hono";
import { stockConfigFromEnv, stockOptions } from "./options.ts";
import { exitWithParent } from "./parent.ts";

exitWithParent();
const options = stockOptions(stockConfigFromEnv());
// Normally Gatehouse has migrated the shared file; BASELINE_MIGRATE=true is for runs without it.
if (process.env.BASELINE_MIGRATE === "true") {
  const { runMigrations } = await getMigrations(options);
  await runMigrations();
}
const auth = betterAuth(options);
const app = new Hono();
app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
