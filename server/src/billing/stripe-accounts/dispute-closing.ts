import type { Db } from "../../db/transaction.ts";
import { stripeClient } from "../../payment-processors/stripe/client.ts";
import type { ProcessorDispute } from "../disputes/service.ts";
import { StripeAccountErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { StripeAccountSettings } from "./service.ts";
import { fromStripeDispute } from "./webhook-service.ts";

/**
 * Concedes a dispute at Stripe (`POST /v1/disputes/{id}/close`, which settles it as lost) through
 * the organization's connected account; answers the dispute as Stripe now holds it. Disputes only
 * come from Stripe, so an organization without an account (disconnected since) cannot close one.
 */
export async function closeDispute(
  db: Db,
  settings: StripeAccountSettings,
  organizationId: string,
  processorDisputeId: string,
): Promise<ProcessorDispute | null> {
  const account = await repository.find(db, organizationId);
  if (!account) throw StripeAccountErrors.NOT_CONNECTED();
  const stripe = stripeClient(settings.box.open(account.secret_key_sealed), settings.apiUrl);
  return fromStripeDispute(await stripe.disputes.close(processorDisputeId));
}
