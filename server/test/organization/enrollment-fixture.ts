import { expect } from "vitest";
import { PASSWORD, signUpVerified } from "../helpers/account-flows.ts";
import type { JsonResponse, TestClient, TestServer } from "../helpers/test-server.ts";
import { db, type ErrorBody, type Person } from "./fixtures.ts";

/** Shared steps of the enrollment suites: domains as verification leaves them, settings, people of a domain. */

export type Settings = {
  organizationId: string;
  defaultRole: string;
  roles: string[];
  domains: Array<{ domain: string; mode: string; role: string }>;
};
export type Suggestion = { organizationId: string; organizationName: string; domain: string };

export { verifiedDomain } from "../helpers/sso-domains.ts";

export async function setEnrollment(
  by: Person,
  organizationId: string,
  body: { domain: string; mode: string; role?: string },
): Promise<JsonResponse<Settings & ErrorBody>> {
  return by.client.post<Settings & ErrorBody>("/organization/enrollment/update", { organizationId, ...body });
}

export async function enroll(
  by: Person,
  organizationId: string,
  body: { domain: string; mode: string; role?: string },
) {
  const saved = await setEnrollment(by, organizationId, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

/** A person of `domain` who signed up and verified their email, signed in. */
export async function verifiedPerson(server: TestServer, local: string, domain: string): Promise<Person> {
  const client = server.client();
  const email = `${local}-${crypto.randomUUID().slice(0, 8)}@${domain}`;
  const id = await signUpVerified(server, client, email);
  return { client, email, id };
}

export const suggestionsOf = async (client: TestClient) =>
  (await client.get<{ suggestions: Suggestion[] }>("/organization/enrollment/suggestions")).body.suggestions;

export const memberRole = async (server: TestServer, organizationId: string, userId: string) =>
  (
    await db(server)
      .selectFrom("member")
      .select("role")
      .where("organizationId", "=", organizationId)
      .where("userId", "=", userId)
      .executeTakeFirst()
  )?.role;

export const invitationsTo = (server: TestServer, organizationId: string, email: string) =>
  db(server)
    .selectFrom("invitation")
    .selectAll()
    .where("organizationId", "=", organizationId)
    .where("email", "=", email.toLowerCase())
    .execute();

export const auditEntries = (server: TestServer, organizationId: string, action: string) =>
  db(server)
    .selectFrom("audit_log")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("action", "=", action)
    .execute();

/** Signs the person in again in a new browser: the sign-in is when enrollment looks again. */
export async function signInAgain(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client();
  const signedIn = await client.signIn(email, PASSWORD);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return client;
}
