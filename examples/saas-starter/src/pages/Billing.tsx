import { ManageBilling, useEntitlements } from "@gatehouse/react";
import { Link } from "../router";

export function Billing() {
  const { plan, isLoading } = useEntitlements();
  return (
    <section>
      <h1>Billing</h1>
      {isLoading ? (
        <p role="status">Loading your plan…</p>
      ) : plan ? (
        <p>
          You are on <strong>{plan.name ?? "a paid plan"}</strong>
          {plan.currentPeriodEnd &&
            `, ${plan.cancelAtPeriodEnd ? "ending" : "renewing"} on ${new Date(plan.currentPeriodEnd).toLocaleDateString()}`}
          .
        </p>
      ) : (
        <p>
          You are on the free plan. <Link href="/pricing">See the plans</Link>
        </p>
      )}
      <p>Your subscriptions, invoices and cards are in the billing portal.</p>
      <ManageBilling />
    </section>
  );
}
