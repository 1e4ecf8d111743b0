import type { Mailer } from "../../mail/mailer.ts";
import { date } from "../mails/compose.ts";
import { type ComposeContext, rendered, sellerOf } from "../mails/seller.ts";
import type { CustomerSeat } from "./schemas.ts";

export const seatClaimUrl = (baseURL: string, token: string) =>
  `${baseURL}/seats/claim?token=${encodeURIComponent(token)}`;

/**
 * The mail of a pending seat (assigned or resent): the claim link carries the one-time token.
 * Queued in the durable mail outbox after the seat's transaction committed.
 */
export async function sendSeatInvitation(
  ctx: ComposeContext & { mailer: Mailer },
  organizationId: string,
  seat: CustomerSeat,
  token: string,
): Promise<void> {
  const seller = await sellerOf(ctx, organizationId);
  if (!seller || !seat.email) return;
  const mail = await rendered("seat-invitation", seat.email, seller.brand, {
    subject: `You have a seat at ${seller.brand.name}`,
    preview: `Claim your seat at ${seller.brand.name}`,
    heading: `You have been given a seat at ${seller.brand.name}`,
    paragraphs: ["Someone bought a seat for you. Claim it to get what comes with it; the link works once."],
    details: seat.invitation_token_expires_at ? [["Link valid until", date(seat.invitation_token_expires_at)]] : [],
    actions: [{ label: "Claim your seat", url: seatClaimUrl(ctx.baseURL, token) }],
    footer:
      "You get this mail because a customer of this seller assigned you a seat. If you did not expect it, ignore it.",
  });
  await ctx.mailer.send(mail);
}
