import type { MiddlewareHandler } from "hono";
import type { Guard, GuardRule } from "./guard.ts";
import type { GatehouseAuth } from "./types.ts";

/** The Hono environment the guards set: `c.get("gatehouse")` (or `c.var.gatehouse`) is the verified identity. */
export type GatehouseEnv = { Variables: { gatehouse: GatehouseAuth } };

/** A Hono middleware (hono is only a type here: apps without it never load it). */
export function honoGuard(guard: Guard, rule: GuardRule): MiddlewareHandler<GatehouseEnv> {
  return async (c, next) => {
    const known: GatehouseAuth | undefined = c.get("gatehouse");
    const { auth, denial } = await guard(c.req.raw, rule, known);
    if (denial) return c.json(denial.body, denial.status, denial.headers);
    c.set("gatehouse", auth);
    await next();
  };
}
