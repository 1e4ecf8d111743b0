import type { PaymentMode } from "../../../components/seller-layout";
import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of the public checkout client API (`/v1/checkouts/client/{client_secret}`), generated from the server's OpenAPI document. */
export type CheckoutPublic = V1Schemas["CheckoutPublic"];
/** A unit-based price, bought by quantity (the fields the checkout page reads). */
export type UnitBasedPrice = Extract<NonNullable<CheckoutPublic["product_price"]>, { amount_type: "unit_based" }>;
/** Polar's per-locale unit nouns: `{"en": {"=1": "credit", "other": "credits"}}`. */
export type UnitLabel = NonNullable<UnitBasedPrice["unit_label"]>;
export type CheckoutAttachedCustomField = NonNullable<CheckoutPublic["attached_custom_fields"]>[number];
export type CustomFieldValue = CheckoutPublic["custom_field_data"][string];
type BillingAddressFields = V1Schemas["CheckoutBillingAddressFields"];
export type AddressField = keyof BillingAddressFields;
export const ADDRESS_FIELDS = [
  "country",
  "line1",
  "line2",
  "postal_code",
  "city",
  "state",
] as const satisfies readonly AddressField[];

/** CheckoutUpdatePublic (PATCH). */
export type CheckoutUpdate = V1Body<"/v1/checkouts/client/{client_secret}", "patch">;
/** CheckoutConfirmStripe: the update's fields and the payment's `confirmation_token_id`. */
export type CheckoutConfirm = V1Body<"/v1/checkouts/client/{client_secret}/confirm", "post">;
export type TestCardInput = V1Schemas["TestCardTokenCreate"];

/** The test mode's cards, each with the catalog key of what it does. */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "cardFields.outcome.succeeds" },
  { number: "4000 0000 0000 0002", outcome: "cardFields.outcome.declined" },
  { number: "4000 0000 0000 9995", outcome: "cardFields.outcome.insufficientFunds" },
  { number: "4000 0025 0000 3155", outcome: "cardFields.outcome.authentication" },
] as const;

/** The authentication challenge is pending: confirm answered `intent_status: requires_action`. */
export function needsAuthentication(checkout: CheckoutPublic): boolean {
  return checkout.status === "confirmed" && checkout.payment_processor_metadata?.intent_status === "requires_action";
}

/** Card networks by their numbers' leading digits (IIN ranges), for the brand shown as the buyer types. */
const CARD_BRANDS: ReadonlyArray<{ brand: string; pattern: RegExp }> = [
  { brand: "Visa", pattern: /^4/ },
  { brand: "Mastercard", pattern: /^(5[1-5]|2[2-7])/ },
  { brand: "American Express", pattern: /^3[47]/ },
  { brand: "Discover", pattern: /^(6011|65|64[4-9])/ },
  { brand: "Diners Club", pattern: /^3(0[0-5]|[689])/ },
  { brand: "JCB", pattern: /^35/ },
  { brand: "UnionPay", pattern: /^62/ },
];

/** The brand of a card number being typed (spaces ignored), or null while it cannot be told. */
export function cardBrandOf(number: string): string | null {
  const digits = number.replace(/\D/g, "");
  return CARD_BRANDS.find(({ pattern }) => pattern.test(digits))?.brand ?? null;
}

/** The page's payment mode: the seller's Stripe (live or its test mode) once connected, else Gatehouse's test mode. */
export function paymentModeOf(checkout: CheckoutPublic): PaymentMode {
  const key = checkout.payment_processor_metadata?.publishable_key;
  if (!key) return "test";
  return key.startsWith("pk_live_") ? "live" : "stripe-test";
}
