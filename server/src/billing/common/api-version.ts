import { z } from "@hono/zod-openapi";

/**
 * Polar's API versions, selected per request by the `Polar-Version` header that `@polar-sh/sdk`
 * 1.x sends (`2026-04`, `2026-10` or `2027-01`, one per SDK module). A version only adds fields to
 * some answers; the routes and bodies are the same in all of them.
 *
 * A request without the header (SDK 0.47, curl, the web app) keeps the unversioned shapes Gatehouse
 * has always answered with, where Polar would apply its current version: 0.47 validates answers
 * strictly, and existing integrations must not see their answers change under them.
 */
export const API_VERSIONS = ["2026-04", "2026-10", "2027-01"] as const;
export const apiVersion = z.enum(API_VERSIONS).openapi("ApiVersion");
export type ApiVersion = z.infer<typeof apiVersion>;

/** What Polar calls its current version (SDK 1.0's default module): a new webhook endpoint's version. */
export const CURRENT_API_VERSION: ApiVersion = "2026-10";

/** The version a request asked for; null when it sent no header (the unversioned shapes). */
export type RequestedApiVersion = ApiVersion | null;

export const API_VERSION_HEADER = "Polar-Version";

/** Whether answers in `version` carry what `since` introduced (versions are `YYYY-MM`: they sort as text). */
export const includes = (version: RequestedApiVersion, since: ApiVersion): boolean =>
  version !== null && version >= since;
