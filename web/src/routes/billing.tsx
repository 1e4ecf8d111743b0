import { useParams } from "react-router";
import { RequireSession } from "../features/auth/components/require-session";
import { BillingPage } from "../features/billing/components/billing-page";
import { BILLING_SECTIONS, type BillingSection } from "../lib/paths";
import NotFoundRoute from "./not-found";

function asSection(value: string | undefined): BillingSection | null {
  if (value === undefined) return "overview";
  return (BILLING_SECTIONS as readonly string[]).includes(value) ? (value as BillingSection) : null;
}

export default function BillingRoute() {
  const { slug = "", section: rawSection, item } = useParams();
  const section = asSection(rawSection);
  if (!section) return <NotFoundRoute />;
  return <RequireSession>{() => <BillingPage key={slug} slug={slug} section={section} item={item} />}</RequireSession>;
}
