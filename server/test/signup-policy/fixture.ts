import { expect } from "vitest";
import { findUser, outboxRowsTo } from "../helpers/account-flows.ts";
import type { JsonResponse, TestClient, TestServer } from "../helpers/test-server.ts";

/** The sign-up settings as the admin routes answer them. */
export type Settings = {
  policy: "open" | "invite_only" | "waitlist";
  allowedDomains: string[];
  blockedDomains: string[];
  blockDisposable: boolean;
  setByConfiguration: string[];
};

export type ErrorBody = { code?: string; message?: string };

/** Makes the signed-up user a platform admin, as `gatehouse admin create` would. */
export async function makePlatformAdmin(server: TestServer, userId: string): Promise<void> {
  await server.gatehouse.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
}

/** Saves sign-up settings through the admin route; asserts they were saved. */
export async function saveSettings(admin: TestClient, changes: Record<string, unknown>): Promise<Settings> {
  const saved = await admin.post<Settings>("/admin/signup-policy/update", changes);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

/** The settings every test starts from: open, no domain rules, disposable addresses allowed. */
export const OPEN = { policy: "open", allowedDomains: [], blockedDomains: [], blockDisposable: false } as const;

/** A refusal of the sign-up policy: 403 with the code. */
export function expectRefused(response: JsonResponse, code: string, status = 403): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect((response.body as ErrorBody).code).toBe(code);
  expect((response.body as ErrorBody).message).toEqual(expect.any(String));
}

/** Nothing of an account exists for the address: no user, and no mail queued to it. */
export async function expectNothingCreated(server: TestServer, email: string): Promise<void> {
  expect(await findUser(server, email)).toBeUndefined();
  expect(await outboxRowsTo(server, email)).toEqual([]);
}
