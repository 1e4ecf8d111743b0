import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/checkout-links, generated from the server's OpenAPI document. */
export type CheckoutLink = V1Schemas["CheckoutLink"];
export type CheckoutLinkCreate = V1Body<"/v1/checkout-links/", "post">;
