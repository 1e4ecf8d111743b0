import type { V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/metrics, generated from the server's OpenAPI document. */
export type MetricsResponse = V1Schemas["MetricsResponse"];
export type MetricPeriod = V1Schemas["MetricPeriod"];
export type MetricSlug = Exclude<keyof MetricPeriod, "timestamp">;
export type MetricType = V1Schemas["MetricType"];
export type MetricInterval = V1Schemas["TimeInterval"];
