import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { GatehouseProvider, SignIn, SignUp, useGatehouse, useUser } from "../../src/index.js";

const params = new URLSearchParams(window.location.search);
const gatehouse = params.get("gatehouse") ?? "http://127.0.0.1:3000";
/**
 * `?lang=de` speaks German, `?lang=browser` the browser's language (the provider's default);
 * without it American English, whatever the machine's language (the browser tests read English).
 */
const lang = params.get("lang");
const locale = lang === "browser" ? undefined : (lang ?? "en-US");

/** This page with another `page=`, keeping `gatehouse=` and `lang=` (and dropping a returned `error=`). */
function pageUrl(page: "sign-in" | "sign-up"): string {
  return `?${new URLSearchParams({ gatehouse, page, ...(lang ? { lang } : {}) })}`;
}

/** Who is signed in, as every app reads it: the readout the browser test watches. */
function SessionReadout() {
  const client = useGatehouse();
  const user = useUser();
  const [signingOut, setSigningOut] = useState(false);
  if (user === undefined) return <span>Reading the session…</span>;
  if (user === null) return <span data-testid="session">Signed out</span>;
  const signOut = async () => {
    setSigningOut(true);
    await client.request("/api/auth/sign-out", { body: {} });
    await client.refresh();
    setSigningOut(false);
  };
  return (
    <>
      <span data-testid="session">Signed in as {user.email}</span>
      <button type="button" onClick={() => void signOut()} disabled={signingOut}>
        Sign out
      </button>
    </>
  );
}

function App() {
  const page = params.get("page") === "sign-up" ? "sign-up" : "sign-in";
  const [signedInCount, setSignedInCount] = useState(0);
  return (
    <>
      <header>
        <p className="brand">Acme Notes</p>
        <SessionReadout />
      </header>
      <main>
        {page === "sign-up" ? (
          <SignUp signInUrl={pageUrl("sign-in")} onSignedIn={() => setSignedInCount((n) => n + 1)} />
        ) : (
          <SignIn signUpUrl={pageUrl("sign-up")} onSignedIn={() => setSignedInCount((n) => n + 1)} />
        )}
      </main>
      <output data-testid="signed-in-callbacks" hidden>
        {signedInCount}
      </output>
    </>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <GatehouseProvider baseUrl={gatehouse} {...(locale ? { locale } : {})}>
      <App />
    </GatehouseProvider>
  </StrictMode>,
);
