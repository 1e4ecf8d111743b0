import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Discount = V1Schemas["Discount"];
export type DiscountType = Discount["type"];
export type DiscountDuration = Discount["duration"];
export type DiscountCreate = V1Body<"/v1/discounts/", "post">;
export type DiscountUpdate = V1Body<"/v1/discounts/{id}", "patch">;
