import { createGatehouse } from "@gatehouse/node";
import { Hono } from "hono";

/**
 * The starter's API. Gatehouse vouches for the caller: the browser sends its Gatehouse session
 * cookie along (same site), or a bearer token from Gatehouse's /api/auth/token.
 */
export function createApi({ gatehouseUrl }) {
  const gatehouse = createGatehouse({ baseUrl: gatehouseUrl });
  const api = new Hono();

  api.get("/api/health", (c) => c.json({ ok: true }));

  // Only for plans whose feature flag turns `reports` on: 401 signed out, 403 without the plan.
  api.get("/api/reports", gatehouse.requireEntitlement("reports"), (c) => {
    const { user } = c.get("gatehouse");
    return c.json({
      title: `Reports for ${user.name || user.email}`,
      rows: [
        { month: "January", signups: 132, revenue: 4_210 },
        { month: "February", signups: 158, revenue: 5_030 },
        { month: "March", signups: 191, revenue: 6_380 },
      ],
    });
  });

  api.all("/api/*", (c) => c.json({ code: "NOT_FOUND", message: "No such API route" }, 404));

  return api;
}
