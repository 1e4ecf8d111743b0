// Untimed correctness gate: password hashes must be interchangeable between Gatehouse and stock
// better-auth on the same database, or the comparison is between two different products.
import {
  type Credentials,
  cookieHeader,
  describe,
  getSession,
  isSessionOf,
  mustSignUp,
  newCredentials,
  SESSION_TOKEN,
  signIn,
} from "./http.ts";

async function mustSignInAcross(from: string, to: string, c: Credentials): Promise<void> {
  const res = await signIn(to, c);
  if (res.status !== 200 || !res.cookies.has(SESSION_TOKEN)) {
    throw new Error(`hash made by ${from} does not verify on ${to}: sign-in answered ${describe(res)}`);
  }
  const session = await getSession(to, cookieHeader(res.cookies, [SESSION_TOKEN]), "?disableCookieCache=true");
  if (!isSessionOf(session.body, c.email))
    throw new Error(`session from ${to} sign-in is not usable: ${describe(session)}`);
  const wrong = await signIn(to, { ...c, password: `${c.password}-wrong` });
  if (wrong.status !== 401) throw new Error(`${to} accepted or mishandled a wrong password: ${describe(wrong)}`);
}

export async function checkHashInterop(gatehouse: string, baseline: string): Promise<string[]> {
  const a = newCredentials("interop-a");
  await mustSignUp(baseline, a);
  await mustSignInAcross("baseline", gatehouse, a);
  const b = newCredentials("interop-b");
  await mustSignUp(gatehouse, b);
  await mustSignInAcross("gatehouse", baseline, b);
  return [
    "ok  user A signed up on the baseline signs in on Gatehouse (and a wrong password gets 401)",
    "ok  user B signed up on Gatehouse signs in on the baseline (and a wrong password gets 401)",
  ];
}
