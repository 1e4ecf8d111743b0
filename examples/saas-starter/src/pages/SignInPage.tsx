import { SignIn } from "@gatehouse/react";

export function SignInPage() {
  return (
    <div className="centered">
      <SignIn afterSignInUrl="/app" signUpUrl="/" />
    </div>
  );
}
