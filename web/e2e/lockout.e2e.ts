import { afterAll, beforeAll, describe, it } from "vitest";
import { type E2E, startE2E } from "./harness.ts";

/** Account lockout in the browser: after repeated wrong passwords the sign-in form says why it refuses. */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ LOCKOUT_THRESHOLD: "2" });
});
afterAll(async () => e2e?.close());

describe("account lockout", () => {
  it("the sign-in form explains the pause, even for the right password", async () => {
    await e2e.server.client().signUp("lou-locked@example.com", "lou-password-123");
    const { page } = await e2e.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("lou-locked@example.com");
    for (const attempt of [1, 2]) {
      await page.getByLabel("Password").fill(`wrong-password-${attempt}`);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByText("Invalid email or password").first().waitFor();
    }
    await page.getByLabel("Password").fill("lou-password-123");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText(/password sign-in to this account is paused until .+ UTC\. Reset your password/).waitFor();
    await page.getByRole("link", { name: "Forgot password?" }).waitFor();
  });
});
