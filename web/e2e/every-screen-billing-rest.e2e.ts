import { describeBillingHalf } from "./screens.ts";

/** The proof of every-screen.e2e.ts, signed in as the organization's owner: the billing area's sections after the orders. */
describeBillingHalf(1, "signed in as the organization's owner: billing, from the subscriptions to the API reference");
