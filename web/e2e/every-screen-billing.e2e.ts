import { describeBillingHalf } from "./screens.ts";

/**
 * The proof of every-screen.e2e.ts, signed in as the organization's owner: the first half
 * of the billing area's sections (the rest in every-screen-billing-rest.e2e.ts, run side by side).
 */
describeBillingHalf(0, "signed in as the organization's owner: billing, from the overview to the orders");
