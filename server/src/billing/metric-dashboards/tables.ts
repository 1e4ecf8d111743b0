/** A saved selection of metrics (Polar's MetricDashboard): its name and the metric slugs, in order. */
export type MetricDashboardTable = {
  id: string;
  organization_id: string;
  name: string;
  /** JSON array of metric slugs. */
  metrics: string;
  created_at: string;
  modified_at: string | null;
};

/** Metric dashboards. Composed into the database schema by db/schema.ts. */
export type MetricDashboardTables = {
  metric_dashboard: MetricDashboardTable;
};
