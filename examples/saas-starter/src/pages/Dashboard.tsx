import { useOrganization, useUser } from "@gatehouse/react";
import { Link } from "../router";

export function Dashboard() {
  const user = useUser();
  const organization = useOrganization();
  return (
    <section>
      <h1>Welcome, {user?.name || user?.email}</h1>
      <p>
        {organization
          ? `You are working in ${organization.name}.`
          : "You are working on your own. Create an organization with the switcher above to work as a team."}
      </p>
      <ul className="cards">
        <li>
          <Link href="/reports">Reports</Link> — monthly sign-ups and revenue (Pro plan)
        </li>
        <li>
          <Link href="/pricing">Pricing</Link> — the plans and what they include
        </li>
        <li>
          <Link href="/billing">Billing</Link> — your plan, invoices and cards
        </li>
      </ul>
    </section>
  );
}
