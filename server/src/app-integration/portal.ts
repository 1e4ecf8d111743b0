import { startSession } from "../billing/customer-sessions/service.ts";
import type { Db } from "../db/transaction.ts";
import { ensureCustomer } from "./customer.ts";
import type { Payer } from "./payer.ts";
import type { OpenedPortal, PortalBody } from "./schemas.ts";

/**
 * The hosted customer portal signed in as the payer's customer: a customer session, as
 * `POST /v1/customer-sessions/` makes one (an hour), whose portal URL carries its token. A payer
 * who is not a customer yet becomes one here, as Polar's better-auth plugin makes every user a
 * customer at sign-up: the portal then shows no orders yet, and lets them add a card.
 */
export async function openPortal(db: Db, baseURL: string, payer: Payer, body: PortalBody): Promise<OpenedPortal> {
  const customer = await ensureCustomer(db, payer);
  const session = await startSession(db, payer.seller.id, customer, body.returnUrl ?? null, baseURL);
  return { url: session.customer_portal_url };
}
