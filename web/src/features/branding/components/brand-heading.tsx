import type { ReactNode } from "react";
import { BrandMark, BrandSupportLinks } from "./brand-mark";
import { useBrand, useBrandPending } from "./brand-provider";

/**
 * The seller's logo or name above a page's content, inside Gatehouse's layout (sign-in and
 * consent for a seller's application, a seller's portal sign-in). `fallback` while there is no
 * seller's brand: none asked for, the instance's own, or none to be had.
 */
export function BrandHeading({ fallback = null }: { fallback?: ReactNode }) {
  const brand = useBrand();
  const pending = useBrandPending();
  if (pending) return null;
  if (!brand?.organizationId) return <>{fallback}</>;
  return (
    <div data-testid="brand-heading">
      <BrandMark brand={brand} />
    </div>
  );
}

/** The seller's support address and page under a page's content, when the brand has them. */
export function BrandSupport() {
  const brand = useBrand();
  return brand?.organizationId ? <BrandSupportLinks brand={brand} /> : null;
}
