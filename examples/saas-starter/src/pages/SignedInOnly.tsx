import { useSession } from "@gatehouse/react";
import type { ReactNode } from "react";
import { Link } from "../router";

/** The app's pages are for signed-in people; others are asked to sign in first. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useSession();
  if (isLoading) return <p role="status">Loading…</p>;
  if (!isSignedIn)
    return (
      <section>
        <h1>Sign in to continue</h1>
        <p>
          <Link href="/sign-in">Sign in</Link> or <Link href="/">create an account</Link>
        </p>
      </section>
    );
  return children;
}
