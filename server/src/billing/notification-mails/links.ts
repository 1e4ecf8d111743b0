import type { ComposeContext, Seller } from "./seller.ts";

/** The seller's customer portal, the address filled in. */
export const portalUrl = (ctx: ComposeContext, seller: Seller, email: string) =>
  `${ctx.baseURL}/portal/${encodeURIComponent(seller.slug)}?email=${encodeURIComponent(email)}`;

/** One of the seller's billing records in the web app, for its owners and admins. */
export const dashboardUrl = (ctx: ComposeContext, seller: Seller, section: string, id: string) =>
  `${ctx.baseURL}/organizations/${encodeURIComponent(seller.slug)}/billing/${section}/${encodeURIComponent(id)}`;
