// Prepares a Gatehouse for the starter: the seller organization (SELLER, its slug), owned by
// SELLER_EMAIL, selling a Pro plan (monthly and yearly) whose feature flag turns `reports` on, and
// a one-time product. Safe to run again: what exists is found by its metadata and left as it is.
//
//   GATEHOUSE_URL=http://localhost:3000 SELLER=acme node scripts/setup.mjs

import { GATEHOUSE_URL as gatehouseUrl, SELLER as seller } from "../config.mjs";

const sellerName = process.env.SELLER_NAME ?? "Acme";
// A local Gatehouse only: on a shared one, pass the owner's real address and password.
const email = process.env.SELLER_EMAIL ?? `owner@${seller}.example`;
const password = process.env.SELLER_PASSWORD ?? "starter-seller-password";

/** What the seller sells; `key` finds the product again on the next run. */
const PRODUCTS = [
  {
    key: "pro-monthly",
    name: "Pro",
    description: "Monthly reports of your sign-ups and revenue",
    interval: "month",
    amount: 1900,
  },
  {
    key: "pro-yearly",
    name: "Pro",
    description: "Monthly reports of your sign-ups and revenue",
    interval: "year",
    amount: 19000,
  },
  { key: "onboarding", name: "Onboarding call", description: "One hour with our team", interval: null, amount: 4900 },
];
const REPORTS_BENEFIT = "Reports";

class SetupError extends Error {}

/** A browser-like session: the cookies Gatehouse sets, sent back with every call. */
const cookies = new Map();

async function call(method, path, { body, token } = {}) {
  const headers = { accept: "application/json", origin: gatehouseUrl };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  else if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  let response;
  try {
    response = await fetch(`${gatehouseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new SetupError(`Gatehouse does not answer at ${gatehouseUrl} (${error.cause?.code ?? error.message})`);
  }
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function refused(what, response) {
  const { body } = response;
  const reason = body?.message ?? (typeof body?.detail === "string" ? body.detail : JSON.stringify(body));
  return new SetupError(`${what}: Gatehouse answered ${response.status} (${reason})`);
}

async function signInOrSignUp() {
  const signedIn = await call("POST", "/api/auth/sign-in/email", { body: { email, password } });
  if (signedIn.status === 200) return;
  if (signedIn.status !== 401) throw refused(`signing in as ${email}`, signedIn);
  const signedUp = await call("POST", "/api/auth/sign-up/email", { body: { email, password, name: sellerName } });
  if (signedUp.status !== 200) throw refused(`signing up ${email} (set SELLER_EMAIL and SELLER_PASSWORD)`, signedUp);
  if (!signedUp.body?.token) {
    throw new SetupError(
      `${email} must verify their address first (this Gatehouse requires it): open the mail, then run again`,
    );
  }
  console.log(`signed up ${email}`);
}

async function sellerOrganization() {
  const listed = await call("GET", "/api/auth/organization/list");
  if (listed.status !== 200) throw refused("listing organizations", listed);
  const existing = listed.body.find((organization) => organization.slug === seller);
  if (existing) return existing;
  const created = await call("POST", "/api/auth/organization/create", {
    body: { name: sellerName, slug: seller, keepCurrentActiveOrganization: true },
  });
  if (created.status !== 200)
    throw refused(`creating the organization ${seller} (is the slug someone else's?)`, created);
  console.log(`created the organization ${sellerName} (${seller})`);
  return created.body;
}

/** A short-lived organization access token for the /v1 calls below. */
async function accessToken(organizationId) {
  const created = await call("POST", "/v1/organization-access-tokens/", {
    body: {
      organization_id: organizationId,
      comment: "saas-starter setup",
      expires_in: "PT1H",
      scopes: ["products:read", "products:write", "benefits:read", "benefits:write"],
    },
  });
  if (created.status !== 201) throw refused("creating an access token", created);
  return created.body.token;
}

async function reportsBenefit(token) {
  const listed = await call("GET", "/v1/benefits/?type=feature_flag&limit=100", { token });
  if (listed.status !== 200) throw refused("listing benefits", listed);
  const existing = listed.body.items.find((benefit) => benefit.description === REPORTS_BENEFIT);
  if (existing) return existing;
  const created = await call("POST", "/v1/benefits/", {
    token,
    body: { type: "feature_flag", description: REPORTS_BENEFIT, properties: {}, metadata: { reports: true } },
  });
  if (created.status !== 201) throw refused("creating the Reports benefit", created);
  console.log("created the benefit Reports (feature flag reports: true)");
  return created.body;
}

async function ensureProduct(token, product, benefitId, existing) {
  let found = existing.find((item) => item.metadata?.starter === product.key);
  if (!found) {
    const created = await call("POST", "/v1/products/", {
      token,
      body: {
        name: product.name,
        description: product.description,
        recurring_interval: product.interval,
        metadata: { starter: product.key },
        prices: [{ amount_type: "fixed", price_amount: product.amount, price_currency: "usd" }],
      },
    });
    if (created.status !== 201) throw refused(`creating the product ${product.name}`, created);
    found = created.body;
    console.log(`created the product ${product.name} (${product.interval ? `every ${product.interval}` : "once"})`);
  }
  const granted = found.benefits.some((benefit) => benefit.id === benefitId);
  if (product.interval && !granted) {
    const attached = await call("POST", `/v1/products/${found.id}/benefits`, {
      token,
      body: { benefits: [benefitId] },
    });
    if (attached.status !== 200) throw refused(`granting Reports with ${product.name}`, attached);
  }
  return found;
}

async function main() {
  await signInOrSignUp();
  const organization = await sellerOrganization();
  const token = await accessToken(organization.id);
  const benefit = await reportsBenefit(token);
  const listed = await call("GET", "/v1/products/?is_archived=false&limit=100", { token });
  if (listed.status !== 200) throw refused("listing products", listed);
  for (const product of PRODUCTS) await ensureProduct(token, product, benefit.id, listed.body.items);
  console.log(`Gatehouse at ${gatehouseUrl} is ready: seller ${seller}, owned by ${email}`);
}

main().catch((error) => {
  console.error(error instanceof SetupError ? `setup: ${error.message}` : error);
  process.exitCode = 1;
});
