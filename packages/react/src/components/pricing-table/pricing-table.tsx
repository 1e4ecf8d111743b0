import { useMemo, useState } from "react";
import { useEntitlements } from "../../hooks/use-entitlements.js";
import { useSession } from "../../hooks/use-session.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Loading } from "../../ui/loading.js";
import { BillingPeriodSwitch } from "./billing-period-switch.js";
import { PlanCard, type PlanChoice } from "./plan-card.js";
import { optionFor, type Period, periodsOf, plansOf, tableCurrency } from "./plans.js";
import { useStorefront } from "./storefront.js";

export interface PricingTableProps {
  /** The seller whose products are shown and sold: its organization slug. */
  seller: string;
  /** Signed out, "Subscribe" and "Buy" link here. */
  signInUrl?: string;
  /** Signed out, "Subscribe" and "Buy" call this instead (to open a sign-in form, say). */
  onSignInRequired?: (choice: PlanChoice) => void;
  /** Where the hosted checkout sends the buyer once paid; this page by default. */
  successUrl?: string;
  /** Who buys: the active organization when one is active, else the user, by default. */
  customer?: "user" | "organization";
  /** The language amounts are written in (a BCP 47 tag); the provider's by default. */
  locale?: string;
  /**
   * The currency every price is shown in (an ISO 4217 code, "eur"): by default the first currency
   * all products are priced in. A product without a price in it shows its first price.
   */
  currency?: string;
  className?: string;
}

interface CheckoutAnswer {
  id: string;
  url: string;
  clientSecret: string;
}

/**
 * The seller's plans and one-time products with their prices, a monthly/yearly switch when both
 * exist, the current plan marked, and a button per product that opens Gatehouse's hosted checkout
 * with the customer filled in.
 */
export function PricingTable({
  seller,
  signInUrl,
  onSignInRequired,
  successUrl,
  customer,
  locale,
  currency,
  className,
}: PricingTableProps) {
  const client = useGatehouse();
  const { t, describeError, formatLocale, locale: language, dir } = useLocalization();
  const session = useSession();
  const entitlements = useEntitlements();
  const storefront = useStorefront(seller);
  const products = storefront.state.data?.products;
  const plans = useMemo(() => {
    const shown = products ?? [];
    return plansOf(shown, tableCurrency(shown, currency));
  }, [products, currency]);
  const periods = periodsOf(plans);
  const [period, setPeriod] = useState<Period>("month");
  const sameSeller =
    entitlements.seller !== null && [entitlements.seller.slug, entitlements.seller.id].includes(seller);
  const currentIds = new Set(sameSeller ? entitlements.products.map((product) => product.id) : []);

  const checkout = async (choice: PlanChoice) => {
    const answer = await client.request<CheckoutAnswer>("/api/auth/billing/checkout", {
      method: "POST",
      // Without `customer`, the server picks the session's active organization, else the user.
      body: { seller, ...choice, ...(customer ? { customer } : {}), successUrl: successUrl ?? window.location.href },
    });
    window.location.assign(answer.url);
  };

  const root = {
    className: ["gh-root gh-pricing", className].filter(Boolean).join(" "),
    lang: language,
    dir,
  };
  if (storefront.state.status === "loading") {
    return (
      <div {...root}>
        <Loading label={t("pricingTable.loading")} />
      </div>
    );
  }
  if (storefront.state.status === "error" && !products) {
    return (
      <div {...root}>
        <Alert tone="error" title={t("pricingTable.loadFailed")}>
          <div className="gh-stack">
            <span>{describeError(storefront.state.error)}</span>
            <Button onClick={() => void storefront.refresh()}>{t("common.tryAgain")}</Button>
          </div>
        </Alert>
      </div>
    );
  }
  if (plans.length === 0) {
    return (
      <div {...root}>
        <p className="gh-muted">{t("pricingTable.empty")}</p>
      </div>
    );
  }

  const shownPeriod = periods.length > 0 ? period : null;
  return (
    <div {...root}>
      {periods.length > 0 && <BillingPeriodSwitch periods={periods} value={period} onChange={setPeriod} />}
      <div className="gh-pricing-grid">
        {plans.map((plan) => {
          const option = optionFor(plan, shownPeriod);
          return (
            <PlanCard
              key={plan.key}
              plan={plan}
              option={option}
              current={plan.options.some((candidate) => currentIds.has(candidate.product.id))}
              currentOption={currentIds.has(option.product.id)}
              signedIn={Boolean(session.data)}
              signInUrl={signInUrl}
              onSignInRequired={onSignInRequired}
              locale={locale ?? formatLocale}
              onChoose={checkout}
            />
          );
        })}
      </div>
    </div>
  );
}
