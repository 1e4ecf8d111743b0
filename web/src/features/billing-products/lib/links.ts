import { billingPath } from "../../../lib/paths";

/** URLs of the product and benefit screens inside an organization's billing area. */
export const billingLinks = {
  products: (slug: string) => billingPath(slug, "products"),
  /** `new` opens the create form. */
  product: (slug: string, id: string) => billingPath(slug, "products", id),
  benefits: (slug: string) => billingPath(slug, "benefits"),
  benefit: (slug: string, id: string) => billingPath(slug, "benefits", id),
};
