// Untimed setup through Gatehouse's real API: an owner, an organization, an organization access
// token (what a merchant's backend uses), customers and a meter.
import { cookieHeader, mustSignUp, newCredentials, SESSION_TOKEN } from "../http.ts";

export interface Customer {
  id: string;
  external_id: string;
}

export interface Org {
  organizationId: string;
  token: string;
}

export class ApiError extends Error {}

/** One JSON request; anything but `expect` fails the bench with the answer in the message. */
export async function api<T>(
  base: string,
  method: string,
  path: string,
  auth: { token?: string; cookie?: string },
  body: unknown,
  expect: number,
): Promise<T> {
  const headers: Record<string, string> = { origin: base };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expect)
    throw new ApiError(`${method} ${path}: expected ${expect}, got ${res.status} ${text.slice(0, 400)}`);
  return (text ? JSON.parse(text) : null) as T;
}

const SCOPES = ["events:read", "events:write", "meters:read", "meters:write", "customers:read", "customers:write"];

/** An owner, an organization and its access token with `scopes` (the metrics bench uses it too). */
export async function makeOrg(base: string, scopes: readonly string[] = SCOPES, label = "usage"): Promise<Org> {
  const owner = newCredentials(`bench-${label}`);
  const cookie = cookieHeader(await mustSignUp(base, owner), [SESSION_TOKEN]);
  const slug = `bench-${label}-${Math.random().toString(36).slice(2, 10)}`;
  const organization = await api<{ id: string }>(
    base,
    "POST",
    "/api/auth/organization/create",
    { cookie },
    { name: `Bench ${label}`, slug },
    200,
  );
  const created = await api<{ token: string }>(
    base,
    "POST",
    "/v1/organization-access-tokens/",
    { cookie },
    { organization_id: organization.id, comment: "bench", scopes },
    201,
  );
  return { organizationId: organization.id, token: created.token };
}

export async function makeCustomers(base: string, org: Org, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  // A few at a time: setup, not load.
  for (let start = 0; start < count; start += 8) {
    const chunk = Array.from({ length: Math.min(8, count - start) }, (_, i) => start + i);
    customers.push(
      ...(await Promise.all(
        chunk.map((i) => {
          const suffix = `${i}-${Math.random().toString(36).slice(2, 8)}`;
          return api<Customer>(
            base,
            "POST",
            "/v1/customers/",
            { token: org.token },
            { email: `customer-${suffix}@bench.test`, external_id: `ext-${suffix}` },
            201,
          );
        }),
      )),
    );
  }
  return customers.map((c) => ({ id: c.id, external_id: c.external_id }));
}

/** The meter the balance is measured on: name eq + one metadata condition, sum of a metadata number. */
export const METER_EVENT = "api_call";
export const METER_MODEL = "smart";

export async function makeMeter(base: string, org: Org, metadataProperty: string): Promise<string> {
  const meter = await api<{ id: string }>(
    base,
    "POST",
    "/v1/meters/",
    { token: org.token },
    {
      name: "Smart-model tokens",
      filter: {
        conjunction: "and",
        clauses: [
          { property: "name", operator: "eq", value: METER_EVENT },
          { property: metadataProperty, operator: "eq", value: METER_MODEL },
        ],
      },
      aggregation: { func: "sum", property: "tokens" },
    },
    201,
  );
  return meter.id;
}
