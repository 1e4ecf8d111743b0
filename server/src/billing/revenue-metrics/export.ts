import type { Executor } from "../../db/transaction.ts";
import { csvRow } from "../../kit/csv-row.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { zonedIso } from "../common/csv.ts";
import { METRIC_SLUGS } from "./definitions.ts";
import type { MetricsQuery } from "./schemas.ts";
import * as service from "./service.ts";

/**
 * `GET /v1/metrics/export`: the same periods as `GET /v1/metrics/` as CSV — a `timestamp` column
 * (the period's start in the query's zone) then one per metric, values as the JSON has them
 * (money in cents, ratios between 0 and 1).
 */
export async function exportMetrics(
  db: Executor,
  access: OrganizationAccess,
  query: MetricsQuery,
): Promise<{ csv: string; filename: string }> {
  const metrics = await service.get(db, access, query);
  const slugs = METRIC_SLUGS.filter((slug) => slug in metrics.metrics);
  const rows = metrics.periods.map((period) =>
    csvRow([zonedIso(period.timestamp, query.timezone), ...slugs.map((slug) => period[slug] ?? null)]),
  );
  return {
    csv: [csvRow(["timestamp", ...slugs]), ...rows].join(""),
    filename: `polar-metrics-${query.start_date}-${query.end_date}.csv`,
  };
}
