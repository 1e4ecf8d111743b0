import { useParams } from "react-router";
import { BrandedSellerLayout } from "../features/branding/components/branded-seller-layout";
import { CheckoutConfirmation } from "../features/checkout/components/checkout-confirmation";
import { CheckoutPage } from "../features/checkout/components/checkout-page";
import { PageLanguage } from "../features/checkout/components/page-language";
import { useCheckout } from "../features/checkout/hooks/use-checkout";
import { paymentModeOf } from "../features/checkout/lib/types";
import { useBuyerLocale } from "../i18n/use-buyer-locale";
import NotFoundRoute from "./not-found";

/** `/checkout/:clientSecret` and `/checkout/:clientSecret/confirmation` (public, no sign-in), in the seller's layout and brand. */
export default function CheckoutRoute() {
  const { clientSecret = "", "*": rest = "" } = useParams();
  const page =
    rest === "confirmation" ? (
      <CheckoutConfirmation key={clientSecret} clientSecret={clientSecret} />
    ) : rest === "" && clientSecret ? (
      <CheckoutPage key={clientSecret} clientSecret={clientSecret} />
    ) : (
      <NotFoundRoute />
    );
  const checkout = useCheckout(clientSecret).data;
  useBuyerLocale(checkout?.locale);
  return (
    <BrandedSellerLayout
      source={checkout ? { organizationId: checkout.organization.id } : null}
      seller={checkout?.organization}
      paymentMode={checkout && paymentModeOf(checkout)}
    >
      {page}
      <PageLanguage />
    </BrandedSellerLayout>
  );
}
