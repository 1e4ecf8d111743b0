import { memberMay } from "../../auth/identity.ts";
import type { Db } from "../../db/transaction.ts";
import type { SecretBox } from "../../kit/sealed-secrets.ts";
import { nowIso } from "../../kit/time.ts";
import { StripeErrors, stripeClient } from "../../payment-processors/stripe/client.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { ValidationFailure } from "../common/validation.ts";
import { StripeAccountErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { StripeAccount, StripeAccountConnect } from "./schemas.ts";
import { EVENTS_TO_REGISTER } from "./webhook-events.ts";

/** The sealing key's purpose: Stripe keys open with this key only. */
export const STRIPE_KEYS_PURPOSE = "stripe-account-keys";

/** What connecting needs from the server: Stripe's API base, the sealing key, the public base URL. */
export type StripeAccountSettings = { apiUrl: string | undefined; box: SecretBox; baseURL: string };

const KEY_PREFIX = /^((?:sk|rk|pk)_(?:test|live)_|whsec_)/;
const modeOf = (key: string): "test" | "live" => (/^(?:sk|rk|pk)_live_/.test(key) ? "live" : "test");

/** "sk_test_…4242": enough to tell keys apart, nothing to use. */
export const keyHint = (key: string): string => `${KEY_PREFIX.exec(key)?.[1] ?? ""}…${key.slice(-4)}`;

/** Where Stripe sends this organization's events. */
export const webhookUrlOf = (baseURL: string, organizationId: string): string =>
  `${baseURL}/v1/integrations/stripe/webhook/${organizationId}`;

function toResource(row: repository.StripeAccountRow, baseURL: string): StripeAccount {
  return {
    organization_id: row.organization_id,
    account_id: row.account_id,
    livemode: row.livemode === 1,
    publishable_key: row.publishable_key,
    secret_key_hint: row.secret_key_hint,
    webhook_secret_hint: row.webhook_secret_hint,
    webhook_url: webhookUrlOf(baseURL, row.organization_id),
    webhook_events: EVENTS_TO_REGISTER,
    created_at: row.created_at,
    modified_at: row.modified_at,
  };
}

/**
 * Keys decide where the money goes: a session needs the payment account permission, which among
 * the built-in roles only owners hold (admins manage billing, not the
 * payout account). An access token needs `organizations:write`, checked before this.
 */
async function requirePaymentAccountPermission(db: Db, access: OrganizationAccess): Promise<void> {
  if (access.principal.kind !== "session") return;
  if (!(await memberMay(db, access.organizationId, access.principal.userId, "paymentAccount", "write")))
    throw StripeAccountErrors.OWNER_ONLY();
}

/** The account the key belongs to: Stripe's answer to `GET /v1/account`. */
async function verifiedAccountId(secretKey: string, apiUrl: string | undefined): Promise<string | null> {
  try {
    return (await stripeClient(secretKey, apiUrl).accounts.retrieveCurrent()).id;
  } catch (error) {
    if (error instanceof StripeErrors.StripeAuthenticationError)
      throw ValidationFailure.at(["body", "secret_key"], `Stripe refused this key: ${error.message}`);
    // A restricted key without "Account: read" is still a working key of some account.
    if (error instanceof StripeErrors.StripePermissionError) return null;
    if (error instanceof StripeErrors.StripeError) throw StripeAccountErrors.UNREACHABLE();
    throw error;
  }
}

export async function get(db: Db, access: OrganizationAccess, settings: StripeAccountSettings): Promise<StripeAccount> {
  const row = await repository.find(db, access.organizationId);
  if (!row) throw StripeAccountErrors.NOT_CONNECTED();
  return toResource(row, settings.baseURL);
}

/** Checks the keys with Stripe, then stores them sealed; connecting again replaces them. */
export async function connect(
  db: Db,
  access: OrganizationAccess,
  settings: StripeAccountSettings,
  input: StripeAccountConnect,
): Promise<StripeAccount> {
  await requirePaymentAccountPermission(db, access);
  const mode = modeOf(input.secret_key);
  if (modeOf(input.publishable_key) !== mode)
    throw ValidationFailure.at(
      ["body", "publishable_key"],
      `The secret key is a ${mode} key and this one is not: use both keys from Stripe's ${mode} mode`,
    );
  const accountId = await verifiedAccountId(input.secret_key, settings.apiUrl);
  await repository.upsert(db, {
    organization_id: access.organizationId,
    account_id: accountId,
    livemode: mode === "live" ? 1 : 0,
    publishable_key: input.publishable_key,
    secret_key_sealed: settings.box.seal(input.secret_key),
    secret_key_hint: keyHint(input.secret_key),
    webhook_secret_sealed: settings.box.seal(input.webhook_secret),
    webhook_secret_hint: keyHint(input.webhook_secret),
    created_at: nowIso(),
    modified_at: null,
  });
  return get(db, access, settings);
}

/** Back to test mode: the keys are deleted. */
export async function disconnect(db: Db, access: OrganizationAccess): Promise<void> {
  await requirePaymentAccountPermission(db, access);
  if (!(await repository.remove(db, access.organizationId))) throw StripeAccountErrors.NOT_CONNECTED();
}
