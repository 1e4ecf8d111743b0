import type { Mailer } from "../../mail/mailer.ts";
import * as customers from "../customers/repository.ts";
import { type ComposeContext, sellerOf, toCustomer } from "../notification-mails/seller.ts";
import type { CustomerSeat } from "./schemas.ts";

export const seatClaimUrl = (baseURL: string, token: string) =>
  `${baseURL}/seats/claim?token=${encodeURIComponent(token)}`;

/**
 * The mail of a pending seat (assigned or resent): the claim link carries the one-time token.
 * Queued in the durable mail outbox after the seat's transaction committed. It speaks the seat
 * holder's language when they are already the seller's customer, else the seller's default.
 */
export async function sendSeatInvitation(
  ctx: ComposeContext & { mailer: Mailer },
  organizationId: string,
  seat: CustomerSeat,
  token: string,
): Promise<void> {
  const seller = await sellerOf(ctx, organizationId);
  const email = seat.email;
  if (!seller || !email) return;
  const holder = seat.customer_id
    ? await customers.find(ctx.db, organizationId, seat.customer_id)
    : await customers.findByEmail(ctx.db, organizationId, email);
  const expires = seat.invitation_token_expires_at;
  const mail = await toCustomer(ctx, seller, "seat-invitation", { email, locale: holder?.locale }, ({ t, format }) => ({
    subject: t("seatInvitation.subject", { seller: seller.brand.name }),
    preview: t("seatInvitation.preview", { seller: seller.brand.name }),
    heading: t("seatInvitation.heading", { seller: seller.brand.name }),
    paragraphs: [t("seatInvitation.body")],
    details: expires ? [[t("details.linkValidUntil"), format.date(expires)]] : [],
    actions: [{ label: t("actions.claimSeat"), url: seatClaimUrl(ctx.baseURL, token) }],
    footer: t("seatInvitation.footer"),
  }));
  await ctx.mailer.send(mail);
}
