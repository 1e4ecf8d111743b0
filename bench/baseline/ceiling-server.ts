// A bare Hono route: the most this stack can answer on this machine, for reference.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { exitWithParent } from "./parent.ts";

exitWithParent();
const app = new Hono();
app.get("/ceiling", (c) => c.json({ ok: true }));

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
