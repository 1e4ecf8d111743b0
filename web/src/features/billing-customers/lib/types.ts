import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/customers and /v1/benefit-grants, generated from the server's OpenAPI document. */
export type Customer = V1Schemas["Customer"];
export type CustomerCreate = V1Body<"/v1/customers/", "post">;
export type CustomerUpdate = V1Body<"/v1/customers/{id}", "patch">;
export type BenefitGrant = V1Schemas["BenefitGrant"];
