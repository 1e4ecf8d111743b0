import { z } from "@hono/zod-openapi";

/** `{id}` path parameter. A malformed id is 422 (loc ["path", "id"]), as Polar answers. */
export const idParams = z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) });
