import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import {
  GatehouseProvider,
  ManageBilling,
  OrganizationSwitcher,
  PricingTable,
  Protect,
  UserButton,
  useEntitlements,
} from "../../src/index.js";

const params = new URLSearchParams(window.location.search);
const gatehouse = params.get("gatehouse") ?? "http://127.0.0.1:3000";
const seller = params.get("seller") ?? "acme";
/** `?lang=de` speaks German (amounts too); without it American English, whatever the machine's language. */
const lang = params.get("lang");
/** `?currency=eur` shows the plans in euros where they have a price in euros. */
const currency = params.get("currency") ?? undefined;

function PlanSummary() {
  const entitlements = useEntitlements();
  if (entitlements.isLoading) return <p>Reading your plan…</p>;
  return <p data-testid="plan-summary">Your plan: {entitlements.plan?.name ?? "none"}</p>;
}

function App() {
  return (
    <>
      <header>
        <span className="brand">Acme Notes</span>
        <OrganizationSwitcher />
        <UserButton signedOut={<a href={`${gatehouse}/sign-in`}>Sign in</a>} />
      </header>
      <main>
        <section aria-labelledby="pricing-title">
          <h1 id="pricing-title">Pricing</h1>
          <PricingTable seller={seller} signInUrl={`${gatehouse}/sign-in`} currency={currency} />
        </section>
        <section className="panel" aria-labelledby="analytics-title">
          <h2 id="analytics-title">Analytics</h2>
          <Protect
            feature="analytics"
            loading={<p>Checking your plan…</p>}
            fallback={<p className="locked">Upgrade to Pro to see your analytics.</p>}
          >
            <p data-testid="analytics">Your analytics: 1,204 notes written this month.</p>
          </Protect>
          <Protect plan="Pro">
            <p>Thank you for being a Pro subscriber.</p>
          </Protect>
        </section>
        <section className="panel" aria-labelledby="billing-title">
          <h2 id="billing-title">Billing</h2>
          <PlanSummary />
          <ManageBilling />
        </section>
      </main>
    </>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <GatehouseProvider baseUrl={gatehouse} seller={seller} locale={lang ?? "en-US"}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
);
