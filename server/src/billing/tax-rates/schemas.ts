import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { sortingQuery } from "../common/query.ts";
import { countryInput, id, listQueryBase, organizationIdInput, timestamps } from "../common/schemas.ts";

/**
 * Gatehouse extension (Polar computes tax itself): an organization's sales tax / VAT rates by
 * country and optional state, applied to checkouts by the buyer's billing address.
 */
const basisPoints = z.number().int().min(0).max(10_000).meta({ description: "The rate in basis points: 2000 = 20%." });
const state = z
  .string()
  .regex(/^[A-Za-z0-9]{1,3}$/)
  .transform((value) => value.toUpperCase())
  .meta({ description: "Subdivision code without the country prefix (e.g. NY); none: the whole country." });

export const taxRate = z
  .object({
    id,
    ...timestamps,
    organization_id: z.string(),
    name: z.string(),
    country: z.string(),
    state: z.string().nullable(),
    basis_points: z.number().int(),
  })
  .openapi("TaxRate");

export const taxRateCreate = z
  .object({
    name: z.string().min(1).max(128).optional().meta({ description: "Shown to you only; defaults to the region." }),
    country: countryInput,
    state: state.nullish(),
    basis_points: basisPoints,
    organization_id: organizationIdInput,
  })
  .openapi("TaxRateCreate");

export const taxRateUpdate = z
  .object({
    name: z.string().min(1).max(128).optional(),
    basis_points: basisPoints.optional(),
  })
  .openapi("TaxRateUpdate");

export const taxRateListQuery = z.object({
  ...listQueryBase,
  country: z
    .string()
    .length(2)
    .transform((value) => value.toUpperCase())
    .optional()
    .meta({ description: "Filter by country." }),
  sorting: sortingQuery(["created_at", "country"], ["country"]),
});

export const taxRateList = listResourceSchema(taxRate, "ListResource_TaxRate_");

export type TaxRate = z.infer<typeof taxRate>;
export type TaxRateCreate = z.infer<typeof taxRateCreate>;
export type TaxRateUpdate = z.infer<typeof taxRateUpdate>;
export type TaxRateListQuery = z.infer<typeof taxRateListQuery>;
export type TaxRateList = z.infer<typeof taxRateList>;
