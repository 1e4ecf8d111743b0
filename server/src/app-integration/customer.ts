import { APIError } from "better-auth/api";
import { followOrganization } from "../account-billing/organization-team/service.ts";
import { systemAccess } from "../billing/api-access/system-access.ts";
import { isNotFoundError } from "../billing/common/errors.ts";
import type { Customer } from "../billing/customers/schemas.ts";
import { findOrCreateForCheckout, getExternal } from "../billing/customers/service.ts";
import { type Db, type Executor, inTransaction } from "../db/transaction.ts";
import { APP_BILLING_ERRORS } from "./errors.ts";
import type { Payer } from "./payer.ts";

/** Leaves the transaction (rolled back) with the refusal to answer. */
class Refused extends Error {
  constructor(readonly answer: APIError) {
    super(answer.message);
  }
}

/** The payer's customer at the seller, or null while there is none. */
export async function existingCustomer(db: Executor, payer: Payer): Promise<Customer | null> {
  try {
    return await getExternal(db, systemAccess(payer.seller.id), payer.externalId);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/**
 * The payer's customer at the seller, made now when there is none — as a signed-in checkout
 * makes it when paid (`findOrCreateForCheckout`): under the payer's external id, else the
 * seller's customer with the payer's address and no external id yet, else a new one. Taking
 * over a customer by address needs an address the payer owns; a customer with the address and
 * another external id stays theirs. A refusal leaves the seller's customers as they were. An
 * organization's customer is a team customer whose members follow the organization's membership.
 */
export async function ensureCustomer(db: Db, payer: Payer): Promise<Customer> {
  const existing = await existingCustomer(db, payer);
  if (existing) {
    if (payer.kind !== "organization" || existing.type === "team") return existing;
    await followOrganization(db, payer.seller.id, payer.externalId);
    return (await existingCustomer(db, payer)) ?? existing;
  }
  try {
    return await inTransaction(db, async (trx) => {
      const customer = await findOrCreateForCheckout(trx, payer.seller.id, {
        customerId: null,
        email: payer.email,
        externalId: payer.externalId,
        name: payer.name,
        billingAddress: null,
        taxId: null,
        metadata: {},
      });
      if (customer.external_id !== payer.externalId)
        throw new Refused(new APIError("CONFLICT", { ...APP_BILLING_ERRORS.CUSTOMER_EMAIL_TAKEN }));
      // A new customer has never been modified; one found by its address just was.
      const tookOver = customer.modified_at !== null;
      if (tookOver && !payer.mayTakeOverByEmail)
        throw new Refused(new APIError("FORBIDDEN", { ...APP_BILLING_ERRORS.EMAIL_NOT_VERIFIED }));
      if (payer.kind !== "organization") return customer;
      await followOrganization(trx, payer.seller.id, payer.externalId);
      return (await existingCustomer(trx, payer)) ?? customer;
    });
  } catch (error) {
    if (error instanceof Refused) throw error.answer;
    throw error;
  }
}
