import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { ProductPage } from "./product-page";
import { ProductsSection } from "./products-section";

/** The billing area's Products section: the list, or one product (`/billing/products/:id`, `new`). */
export function ProductsArea({ billing }: BillingSectionProps) {
  const canWrite = billing.can.products.write;
  return billing.item ? (
    <ProductPage
      organizationId={billing.organizationId}
      slug={billing.slug}
      productId={billing.item}
      canWrite={canWrite}
    />
  ) : (
    <ProductsSection organizationId={billing.organizationId} slug={billing.slug} canWrite={canWrite} />
  );
}
