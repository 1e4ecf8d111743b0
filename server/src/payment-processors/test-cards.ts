import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { clockNow } from "../kit/clock.ts";
import { nowIso } from "../kit/time.ts";
import type { CardSummary, DeclineCode } from "./processor.ts";
import { findCardToken, insertCardToken } from "./test-processor-repository.ts";

/**
 * The test-mode processor's cards: Stripe's documented test card numbers and PaymentMethods,
 * the checks Stripe makes on a typed card, and the `ctoken_...` confirmation tokens a checked
 * card becomes (only its test behaviour, brand, last 4 digits and expiry are kept).
 */

type Db = Kysely<DatabaseSchema>;

/** What a test card does when charged. */
export type Behavior =
  | "succeed"
  | "generic_decline"
  | "insufficient_funds"
  | "authentication_required"
  | "authentication_always";

/** Stripe's decline messages, word for word. */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  generic_decline: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  authentication_failed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  invalid_token: "No such confirmation token.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
};

const TEST_CARDS: Record<string, Behavior> = {
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authentication_required",
  "4000002760003184": "authentication_always",
};

const PAYMENT_METHODS: Record<string, { behavior: Behavior; card: CardSummary }> = {
  pm_card_visa: { behavior: "succeed", card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 } },
  pm_card_visa_chargeDeclined: {
    behavior: "generic_decline",
    card: { brand: "visa", last4: "0002", expMonth: 12, expYear: 2034 },
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    behavior: "insufficient_funds",
    card: { brand: "visa", last4: "9995", expMonth: 12, expYear: 2034 },
  },
  pm_card_authenticationRequired: {
    behavior: "authentication_required",
    card: { brand: "visa", last4: "3155", expMonth: 12, expYear: 2034 },
  },
};

export type CardInput = { number: string; exp_month: number; exp_year: number; cvc: string };
/** A card's problem: the field, Stripe's wording and Stripe's code for it. */
export type CardInputError = {
  field: "number" | "exp_month" | "exp_year" | "cvc";
  message: string;
  code: "invalid_number" | "invalid_expiry_month" | "invalid_expiry_year" | "expired_card" | "invalid_cvc";
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "unknown";
}

/** The card's problems (Stripe's wording), none when it may become a token. */
export function checkCard(input: CardInput, now = clockNow()): CardInputError | null {
  const number = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return { field: "number", message: "Your card number is invalid.", code: "invalid_number" };
  if (!Number.isInteger(input.exp_month) || input.exp_month < 1 || input.exp_month > 12)
    return { field: "exp_month", message: "Your card's expiration month is invalid.", code: "invalid_expiry_month" };
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const currentYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < currentYear || year > currentYear + 50)
    return { field: "exp_year", message: "Your card's expiration year is invalid.", code: "invalid_expiry_year" };
  if (year === currentYear && input.exp_month < now.getUTCMonth() + 1)
    return { field: "exp_year", message: "Your card's expiration date is in the past.", code: "expired_card" };
  if (!/^\d{3,4}$/.test(input.cvc))
    return { field: "cvc", message: "Your card's security code is invalid.", code: "invalid_cvc" };
  return null;
}

/** Tokenizes a card (after `checkCard`): `ctoken_...`. */
export async function createCardToken(db: Db, input: CardInput): Promise<{ id: string; card: CardSummary }> {
  const number = input.number.replace(/[\s-]/g, "");
  const id = `ctoken_${randomBytes(12).toString("hex")}`;
  const card: CardSummary = {
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth: input.exp_month,
    expYear: input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year,
  };
  await insertCardToken(db, {
    id,
    behavior: TEST_CARDS[number] ?? "succeed",
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    created_at: nowIso(),
  });
  return { id, card };
}

/** A card by confirmation token or `pm_card_*` id, with its test behaviour; null when unknown. */
export async function resolveCardToken(
  db: Db,
  tokenId: string,
): Promise<{ behavior: Behavior; card: CardSummary } | null> {
  const method = PAYMENT_METHODS[tokenId];
  if (method) return method;
  if (!tokenId.startsWith("ctoken_")) return null;
  const row = await findCardToken(db, tokenId);
  if (!row) return null;
  return {
    behavior: row.behavior as Behavior,
    card: { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year },
  };
}
