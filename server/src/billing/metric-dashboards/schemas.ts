import { z } from "@hono/zod-openapi";
import { repeatedQuery } from "../common/query.ts";
import { id, organizationIdInput, timestamps, uuid } from "../common/schemas.ts";

/**
 * Polar's user-defined metric dashboards: a named list of metric slugs an organization saves to
 * show together. Polar does not check the slugs against its metrics (a dashboard may name a
 * metric a later release adds or drops), and neither does Gatehouse.
 */
const MAX_METRICS = 10;

const name = z.string().min(1).meta({ description: "Display name for the dashboard." });
const metricSlugs = z
  .array(z.string())
  .max(MAX_METRICS)
  .meta({ description: "List of metric slugs to display in this dashboard." });

export const metricDashboard = z
  .object({
    ...timestamps,
    id,
    name: z.string().meta({ description: "Display name for the dashboard." }),
    metrics: z.array(z.string()).meta({ description: "List of metric slugs displayed in this dashboard." }),
    organization_id: uuid.meta({ description: "The ID of the organization owning this dashboard." }),
  })
  .openapi("MetricDashboardSchema");

export const metricDashboardCreate = z
  .object({
    name,
    metrics: metricSlugs.default([]),
    organization_id: organizationIdInput,
  })
  .openapi("MetricDashboardCreate");

/** `null` leaves a field as it is: the SDK types both fields `T | null` for "not sent". */
export const metricDashboardUpdate = z
  .object({ name: name.nullish(), metrics: metricSlugs.nullish() })
  .openapi("MetricDashboardUpdate");

export const metricDashboardListQuery = z.object({
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
});

export const metricDashboardList = z.array(metricDashboard);

export type MetricDashboard = z.infer<typeof metricDashboard>;
export type MetricDashboardCreate = z.infer<typeof metricDashboardCreate>;
export type MetricDashboardUpdate = z.infer<typeof metricDashboardUpdate>;
