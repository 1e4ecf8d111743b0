import { PricingTable } from "@gatehouse/react";

export function Pricing() {
  return (
    <section>
      <h1>Pricing</h1>
      <p>Pro turns on Reports. Pay monthly or yearly, cancel anytime.</p>
      <PricingTable
        seller={import.meta.env.SELLER}
        signInUrl="/sign-in"
        // The hosted checkout runs on Gatehouse: it needs a full address to come back to.
        successUrl={new URL("/reports", window.location.href).href}
      />
    </section>
  );
}
