import { z } from "zod";
import { importedUserSchema } from "../imported-user.ts";

/**
 * One line of the `gatehouse` format (JSON lines, what `gatehouse export users --format json`
 * writes): the import record itself, its creation time as ISO-8601 text.
 */
export const gatehouseUserLineSchema = importedUserSchema.extend({
  createdAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .transform((text) => (text === null ? null : new Date(text))),
});

export type GatehouseUserLine = z.input<typeof gatehouseUserLineSchema>;
