import { z } from "@hono/zod-openapi";
import { dateTimeInput } from "../common/datetime.ts";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  datetime,
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  timestamps,
  uuid,
} from "../common/schemas.ts";
import { filter } from "./filter.ts";

/** Wire shapes of `/v1/meters` (Polar `Meter`, `MeterCreate`, `MeterUpdate`, `MeterQuantities`). */

export const METER_NAME_MIN_LENGTH = 3;
export const meterUnit = z.enum(["scalar", "token", "custom"]).openapi("MeterUnit");

const aggregationProperty = z
  .string()
  .min(1)
  .max(400)
  .refine((value) => !/["\\]/.test(value), { message: "Property may not contain quotes or backslashes" });

export const countAggregation = z.object({ func: z.literal("count") }).openapi("CountAggregation");
export const propertyAggregation = z
  .object({ func: z.enum(["sum", "max", "min", "avg"]), property: aggregationProperty })
  .openapi("PropertyAggregation");
export const uniqueAggregation = z
  .object({ func: z.literal("unique"), property: aggregationProperty })
  .openapi("UniqueAggregation");
export const aggregation = z.union([countAggregation, propertyAggregation, uniqueAggregation]);
export type Aggregation = z.infer<typeof aggregation>;
export const aggregationFunction = z
  .enum(["count", "sum", "max", "min", "avg", "unique"])
  .openapi("AggregationFunction");

export const meter = z
  .object({
    metadata: metadataOutput,
    ...timestamps,
    id,
    name: z.string(),
    unit: meterUnit,
    custom_label: z.string().nullable(),
    custom_multiplier: z.number().int().nullable(),
    filter,
    aggregation,
    organization_id: z.string(),
    archived_at: datetime.nullable(),
  })
  .openapi("Meter");
export type Meter = z.infer<typeof meter>;

const name = z
  .string()
  .min(METER_NAME_MIN_LENGTH)
  .meta({ description: "The name of the meter. Will be shown on customer's invoices and usage." });
const customLabel = z.string().min(1).max(64);
const customMultiplier = z.number().int().min(1);

export const meterCreate = z
  .object({
    metadata: metadataInput.optional(),
    name,
    unit: meterUnit.default("scalar"),
    custom_label: customLabel.nullish(),
    custom_multiplier: customMultiplier.nullish(),
    filter,
    aggregation,
    organization_id: organizationIdInput,
  })
  .superRefine((value, ctx) => {
    if (value.unit === "custom" && !value.custom_label)
      ctx.addIssue({
        code: "custom",
        path: ["custom_label"],
        message: "custom_label is required when unit is 'custom'",
      });
  })
  .openapi("MeterCreate");
export type MeterCreate = z.infer<typeof meterCreate>;

export const meterUpdate = z
  .object({
    metadata: metadataInput.optional(),
    name: name.nullish(),
    unit: meterUnit.nullish(),
    custom_label: customLabel.nullish(),
    custom_multiplier: customMultiplier.nullish(),
    filter: filter.nullish(),
    aggregation: aggregation.nullish(),
    is_archived: z
      .boolean()
      .nullish()
      .meta({ description: "Whether the meter is archived. Archived meters are no longer used for billing." }),
  })
  .openapi("MeterUpdate");
export type MeterUpdate = z.infer<typeof meterUpdate>;

export const meterListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    query: z.string().optional().meta({ description: "Filter by name." }),
    is_archived: booleanQuery.optional().meta({ description: "Filter on archived meters." }),
    sorting: sortingQuery(["created_at", "name"], ["name"]),
    ...metadataFilterQuery,
  }),
);
export type MeterListQuery = z.infer<typeof meterListQuery>;
export const meterList = listResourceSchema(meter, "ListResource_Meter_");
export type MeterList = z.infer<typeof meterList>;

export { type TimeInterval, timeInterval } from "../common/zoned-buckets.ts";

import { timeInterval } from "../common/zoned-buckets.ts";

export const meterQuantitiesQuery = withMetadataFilter(
  z.object({
    start_timestamp: dateTimeInput.meta({ description: "Start timestamp." }),
    end_timestamp: dateTimeInput.meta({ description: "End timestamp." }),
    interval: timeInterval.meta({ description: "Interval between two timestamps." }),
    timezone: z
      .string()
      .default("UTC")
      .meta({ description: "IANA time zone of the buckets (a day is that zone's day). Default UTC." }),
    customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
    external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by external customer ID." }),
    customer_aggregation_function: aggregationFunction.optional().meta({
      description:
        "If set, the meter's quantity is computed per customer first, then aggregated across customers with this function.",
    }),
    ...metadataFilterQuery,
  }),
);
export type MeterQuantitiesQuery = z.infer<typeof meterQuantitiesQuery>;

export const meterQuantities = z
  .object({
    quantities: z.array(z.object({ timestamp: datetime, quantity: z.number() }).openapi("MeterQuantity")),
    total: z.number().meta({ description: "The total quantity for the period." }),
  })
  .openapi("MeterQuantities");
export type MeterQuantities = z.infer<typeof meterQuantities>;
