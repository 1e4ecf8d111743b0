import { useParams } from "react-router";
import { CheckoutConfirmation } from "../features/checkout/components/checkout-confirmation";
import { CheckoutPage } from "../features/checkout/components/checkout-page";
import NotFoundRoute from "./not-found";

/** `/checkout/:clientSecret` and `/checkout/:clientSecret/confirmation` (public, no sign-in). */
export default function CheckoutRoute() {
  const { clientSecret = "", "*": rest = "" } = useParams();
  if (!clientSecret) return <NotFoundRoute />;
  if (rest === "confirmation") return <CheckoutConfirmation key={clientSecret} clientSecret={clientSecret} />;
  if (rest !== "") return <NotFoundRoute />;
  return <CheckoutPage key={clientSecret} clientSecret={clientSecret} />;
}
