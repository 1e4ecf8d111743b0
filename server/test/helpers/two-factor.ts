import { expect } from "vitest";
import { PASSWORD } from "./account-flows.ts";
import type { TestClient } from "./test-server.ts";
import { totpCode } from "./totp.ts";

export type TwoFactorSetup = { method: string; totpURI: string; backupCodes: string[] };

/** Sets up TOTP for the signed-in user of `client` and confirms it with a first code. */
export async function enableTwoFactor(client: TestClient, password = PASSWORD): Promise<TwoFactorSetup> {
  const enabled = await client.post<TwoFactorSetup>("/two-factor/enable", { password });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  const verified = await client.post("/two-factor/verify-totp", { code: totpCode(enabled.body.totpURI) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return enabled.body;
}
