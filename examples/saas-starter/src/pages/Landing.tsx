import { SignUp, useSession } from "@gatehouse/react";
import { Link } from "../router";

export function Landing() {
  const { isSignedIn } = useSession();
  return (
    <div className="landing">
      <section>
        <h1>Know your numbers</h1>
        <p>Acme Analytics turns your sign-ups and revenue into monthly reports your whole team can read.</p>
        <p>
          <Link href="/pricing">See the plans</Link>
        </p>
      </section>
      <section aria-label="Your account">
        {isSignedIn ? (
          <p>
            You are signed in. <Link href="/app">Open the dashboard</Link>
          </p>
        ) : (
          <SignUp afterSignUpUrl="/app" signInUrl="/sign-in" />
        )}
      </section>
    </div>
  );
}
