import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { BenefitPage } from "./benefit-page";
import { BenefitsSection } from "./benefits-section";

/** The billing area's Benefits section: the list, or one benefit (`/billing/benefits/:id`, `new`). */
export function BenefitsArea({ billing }: BillingSectionProps) {
  const canWrite = billing.can.benefits.write;
  return billing.item ? (
    <BenefitPage
      organizationId={billing.organizationId}
      slug={billing.slug}
      benefitId={billing.item}
      canWrite={canWrite}
    />
  ) : (
    <BenefitsSection organizationId={billing.organizationId} slug={billing.slug} canWrite={canWrite} />
  );
}
