import type { HttpBindings } from "@hono/node-server";

/** Hono environment of every Gatehouse router: the Node request bindings (socket address). */
export type AppEnv = { Bindings: HttpBindings };
