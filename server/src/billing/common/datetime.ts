import { z } from "@hono/zod-openapi";

/** Output: an ISO datetime with offset, as the SDKs' `z.iso.datetime({ offset: true })` requires. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Input: an ISO datetime with `Z` or an offset; normalized to UTC text for storage. */
export const dateTimeInput = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());
