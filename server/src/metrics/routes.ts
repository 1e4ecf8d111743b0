import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../kit/http-env.ts";
import type { Metrics } from "./registry.ts";

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN set, only a request bearing it is
 * answered (401 otherwise), so the numbers can be scraped across a network without being public.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/metrics", async (c) => {
    if (token !== undefined) {
      const given = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
      if (!sameToken(given, token)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.json({ code: "UNAUTHORIZED", message: "A valid metrics token is required" }, 401);
      }
    }
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  return routes;
}
