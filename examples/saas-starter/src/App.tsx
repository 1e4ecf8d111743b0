import { OrganizationSwitcher, UserButton, useSession } from "@gatehouse/react";
import type { ReactNode } from "react";
import { Billing } from "./pages/Billing";
import { Dashboard } from "./pages/Dashboard";
import { Landing } from "./pages/Landing";
import { Pricing } from "./pages/Pricing";
import { Reports } from "./pages/Reports";
import { SignedInOnly } from "./pages/SignedInOnly";
import { SignInPage } from "./pages/SignInPage";
import { Link, usePath } from "./router";

const PAGES: Record<string, () => ReactNode> = {
  "/": () => <Landing />,
  "/sign-in": () => <SignInPage />,
  "/pricing": () => <Pricing />,
  "/app": () => (
    <SignedInOnly>
      <Dashboard />
    </SignedInOnly>
  ),
  "/reports": () => (
    <SignedInOnly>
      <Reports />
    </SignedInOnly>
  ),
  "/billing": () => (
    <SignedInOnly>
      <Billing />
    </SignedInOnly>
  ),
};

export function App() {
  const path = usePath();
  const { isSignedIn } = useSession();
  const page = PAGES[path] ?? (() => <NotFound />);
  return (
    <>
      <header className="topbar">
        <Link href={isSignedIn ? "/app" : "/"} className="brand">
          Acme Analytics
        </Link>
        <nav aria-label="Main">
          {isSignedIn && <Link href="/app">Dashboard</Link>}
          {isSignedIn && <Link href="/reports">Reports</Link>}
          <Link href="/pricing">Pricing</Link>
          {isSignedIn && <Link href="/billing">Billing</Link>}
        </nav>
        {isSignedIn && (
          <div className="account">
            <OrganizationSwitcher />
            <UserButton />
          </div>
        )}
      </header>
      <main>{page()}</main>
    </>
  );
}

function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        <Link href="/">Back to the start</Link>
      </p>
    </section>
  );
}
