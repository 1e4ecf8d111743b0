import { useParams } from "react-router";
import { SellerLayout } from "../components/seller-layout";
import { CheckoutConfirmation } from "../features/checkout/components/checkout-confirmation";
import { CheckoutPage } from "../features/checkout/components/checkout-page";
import { useCheckout } from "../features/checkout/hooks/use-checkout";
import NotFoundRoute from "./not-found";

/** `/checkout/:clientSecret` and `/checkout/:clientSecret/confirmation` (public, no sign-in), in the seller's layout. */
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
  return <SellerLayout seller={useCheckout(clientSecret).data?.organization}>{page}</SellerLayout>;
}
