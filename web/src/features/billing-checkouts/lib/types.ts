import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/checkouts (the merchant's view), generated from the server's OpenAPI document. */
export type Checkout = V1Schemas["Checkout"];
export type CheckoutCreate = V1Body<"/v1/checkouts/", "post">;
export type CheckoutStatus = Checkout["status"];
