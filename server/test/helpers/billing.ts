import { createPolar } from "@polar-sh/sdk/2026-10";
import { Polar } from "polar-sdk-047";
import { expect } from "vitest";
import { AVAILABLE_SCOPES } from "../../src/billing/api-access/available-scopes.ts";
import { createOrganization, joinedMember, type Organization, type Person, person } from "../organization/fixtures.ts";
import type { JsonResponse, TestClient, TestServer } from "./test-server.ts";

/** Shared steps of the /v1 billing suites: an organization with its owner and a token, requests, SDK clients. */

export type BillingOrg = { owner: Person; organization: Organization; token: string };

export type V1Options = {
  token?: string;
  client?: TestClient;
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
};

/** One /v1 request, authenticated by a bearer token or by a browser's cookies (with its Origin). */
export async function v1<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  options: V1Options = {},
): Promise<JsonResponse<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    for (const item of [value].flat()) search.append(key, item);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.client) Object.assign(headers, { cookie: options.client.jar.header(), origin: options.client.origin });
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  const query = search.size ? `?${search}` : "";
  const response = await fetch(`${server.url}/v1${path}${query}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers, response };
}

/** Creates an organization access token through the API with the owner's session. */
export async function createToken(
  server: TestServer,
  owner: Person,
  organizationId: string,
  scopes: readonly string[] = AVAILABLE_SCOPES,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await v1<{ token: string }>(server, "POST", "/organization-access-tokens/", {
    client: owner.client,
    body: { organization_id: organizationId, comment: "test token", scopes, ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

/** A new person owning a new organization, and a token of that organization with every scope. */
export async function billingOrg(server: TestServer, label = "seller"): Promise<BillingOrg> {
  const owner = await person(server, label);
  const organization = await createOrganization(owner, { name: `${label} org` });
  return { owner, organization, token: await createToken(server, owner, organization.id) };
}

/** A member of `org` with `role`, signed in, the organization active. */
export const billingMember = (server: TestServer, org: BillingOrg, role: string) =>
  joinedMember(server, org.owner, org.organization.id, role.split(","), role.replace(/[^a-z]/g, "-"));

/** The 0.47 SDK, which validates every response strictly. */
export const sdk047 = (server: TestServer, accessToken: string) => new Polar({ accessToken, serverURL: server.url });

/** The 1.0 SDK (API version 2026-10). */
export const sdk10 = (server: TestServer, accessToken: string) => createPolar({ accessToken, baseUrl: server.url });

/** Polar's 422 body shape. */
export function expect422(response: JsonResponse<unknown>, location: "body" | "query" | "path"): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  const detail = (response.body as { detail: Array<{ loc: unknown[]; msg: unknown; type: unknown }> }).detail;
  expect(Array.isArray(detail) && detail.length > 0).toBe(true);
  for (const item of detail) {
    expect(item.loc[0]).toBe(location);
    expect(typeof item.msg).toBe("string");
    expect(typeof item.type).toBe("string");
  }
}

export function expectError(response: JsonResponse<unknown>, status: number, error: string): void {
  expect({ status: response.status, error: (response.body as { error?: string } | null)?.error }).toEqual({
    status,
    error,
  });
  expect(typeof (response.body as { detail?: unknown }).detail).toBe("string");
}
