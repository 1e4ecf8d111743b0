import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/meters and /v1/customer-meters, generated from the server's OpenAPI document. */
export type Meter = V1Schemas["Meter"];
/** Polar's Filter: clauses and nested groups joined by one conjunction. */
export type Filter = V1Schemas["Filter"];
/** Polar's FilterClause: `property` is `name`, `timestamp` or a metadata key. */
export type FilterClause = V1Schemas["FilterClause"];
export type FilterOperator = V1Schemas["FilterOperator"];
export type FilterConjunction = Filter["conjunction"];
/** CountAggregation, PropertyAggregation (sum/max/min/avg) or UniqueAggregation. */
export type Aggregation = Meter["aggregation"];
export type AggregationFunction = V1Schemas["AggregationFunction"];
export type MeterCreate = V1Body<"/v1/meters/", "post">;
export type TimeInterval = V1Schemas["TimeInterval"];
/** Polar's MeterQuantities: one bucket per interval in [start, end), and their total. */
export type MeterQuantities = V1Schemas["MeterQuantities"];
/** Polar's CustomerMeter: one customer's usage of one meter (consumed, credited, balance). */
export type CustomerMeter = V1Schemas["CustomerMeter"];

export const FILTER_OPERATORS = [
  "eq",
  "ne",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "not_like",
] as const satisfies readonly FilterOperator[];
export const AGGREGATION_FUNCTIONS = [
  "count",
  "sum",
  "max",
  "min",
  "avg",
  "unique",
] as const satisfies readonly AggregationFunction[];
export const TIME_INTERVALS = ["hour", "day", "week", "month"] as const satisfies readonly TimeInterval[];

export interface MeterQuantitiesQuery {
  start: string;
  end: string;
  interval: TimeInterval;
}
