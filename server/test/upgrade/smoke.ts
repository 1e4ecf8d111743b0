import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { ReleaseClient, type ReleaseSeed } from "./release-data.ts";

/**
 * What every release must still do on a database another release made or migrated: answer its
 * probes, sign the seeded person in, read their organization and the billing data back unchanged
 * (the subscription's period and status included), and write new people and products.
 */
export async function expectReleaseSmoke(url: string, seed: ReleaseSeed): Promise<void> {
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status, await ready.clone().text()).toBe(200);

  const owner = new ReleaseClient(url);
  const signedIn = await owner.call("POST", "/api/auth/sign-in/email", {
    email: seed.owner.email,
    password: seed.owner.password,
  });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  const session = await owner.call("GET", "/api/auth/get-session?disableCookieCache=true");
  expect(session.body.user).toMatchObject({ email: seed.owner.email, name: seed.owner.name });
  const organizations = await owner.call("GET", "/api/auth/organization/list");
  expect(organizations.body).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: seed.organization.id, slug: seed.organization.slug })]),
  );

  const product = await owner.call("GET", `/v1/products/${seed.product.id}`, undefined, seed.token);
  expect(product.body).toMatchObject({ id: seed.product.id, name: seed.product.name });
  const subscription = await owner.call("GET", `/v1/subscriptions/${seed.subscription.id}`, undefined, seed.token);
  expect(subscription.status).toBe(200);
  expect(subscription.body).toMatchObject({
    status: seed.subscription.status,
    customer_id: seed.customer.id,
    product_id: seed.product.id,
  });
  expect(Date.parse(String(subscription.body.current_period_end))).toBe(Date.parse(seed.subscription.currentPeriodEnd));
  const customer = await owner.call("GET", `/v1/customers/${seed.customer.id}`, undefined, seed.token);
  expect(customer.body).toMatchObject({ id: seed.customer.id, email: seed.customer.email });

  const newcomer = new ReleaseClient(url);
  const email = `smoke-${randomUUID()}@release.example`;
  const signedUp = await newcomer.call("POST", "/api/auth/sign-up/email", {
    email,
    password: "smoke-suite-password",
    name: "Smoke",
  });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
  const created = await owner.call(
    "POST",
    "/v1/products/",
    { name: `Smoke ${email}`, prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }] },
    seed.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const readBack = await owner.call("GET", `/v1/products/${String(created.body.id)}`, undefined, seed.token);
  expect(readBack.body).toMatchObject({ name: `Smoke ${email}` });
}
