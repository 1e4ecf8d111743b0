import type { ComponentProps, ReactNode } from "react";
import { SellerLayout } from "../../../components/seller-layout";
import type { BrandSource } from "../lib/brand";
import { BrandMark, BrandSupportLinks } from "./brand-mark";
import { BrandProvider, BrandReady, useBrand, useBrandPending } from "./brand-provider";

type SellerLayoutProps = ComponentProps<typeof SellerLayout>;

interface BrandedSellerLayoutProps {
  /** The seller whose brand the page wears; null while the page does not know it yet. */
  source: BrandSource | null;
  seller: SellerLayoutProps["seller"];
  paymentMode?: SellerLayoutProps["paymentMode"];
  children: ReactNode;
}

function BrandedLayout({ seller, paymentMode, children }: Omit<BrandedSellerLayoutProps, "source">) {
  const brand = useBrand();
  const pending = useBrandPending();
  const hasSupport = Boolean(brand?.supportEmail || brand?.supportUrl);
  return (
    <SellerLayout
      // Until the brand is known the page stays blank, rather than showing one look, then another.
      seller={pending ? undefined : seller}
      paymentMode={paymentMode}
      mark={brand ? <BrandMark brand={brand} fallbackIcon={seller?.avatar_url} /> : undefined}
      support={brand && hasSupport ? <BrandSupportLinks brand={brand} /> : undefined}
      withColorSchemeToggle={!brand || brand.colorScheme === "auto"}
    >
      <BrandReady>{children}</BrandReady>
    </SellerLayout>
  );
}

/** The seller's layout (hosted checkout, customer portal, seat claim) in the seller's brand. */
export function BrandedSellerLayout({ source, ...layout }: BrandedSellerLayoutProps) {
  return (
    <BrandProvider source={source}>
      <BrandedLayout {...layout} />
    </BrandProvider>
  );
}
