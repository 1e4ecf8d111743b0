import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { expect } from "vitest";
import { PASSING_TOKEN } from "../../../server/test/helpers/siteverify-stub.ts";
import { onFreePort, type TestServer } from "../../../server/test/helpers/test-server.ts";

/** The sign-in browser test's harness app and the steps it repeats. */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? "/tmp";

export type HarnessApp = { origin: string; close(): Promise<void> };

/** The harness, built once into a scratch folder and served by Vite's preview server on a free port. */
export async function startHarnessApp(): Promise<HarnessApp> {
  const configFile = fileURLToPath(new URL("../dev/sign-in/vite.config.ts", import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), "gatehouse-react-sign-in-"));
  await build({ configFile, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  const { port, server } = await onFreePort(async (port) => {
    const server: PreviewServer = await preview({
      configFile,
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port, strictPort: true },
    });
    return { port, server };
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The harness page for this Gatehouse. */
export const harnessUrl = (app: HarnessApp, server: TestServer, page: "sign-in" | "sign-up" = "sign-in") =>
  `${app.origin}/?${new URLSearchParams({ gatehouse: server.url, page })}`;

/** The harness header's readout of useUser(). */
export const sessionReadout = (page: Page) => page.getByTestId("session");

export async function expectSignedInAs(page: Page, email: string) {
  await expect.poll(() => sessionReadout(page).textContent()).toBe(`Signed in as ${email}`);
}

/** The message a field announces with itself (aria-describedby), and that it is marked invalid. */
export async function expectFieldError(field: Locator, message: string) {
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const described = await Promise.all(
    ids
      .split(" ")
      .filter(Boolean)
      .map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(described.join(" ")).toContain(message);
}

/** The page at 1280×800 and at 390×844 into /tmp/react-signin-<name>-{desktop,phone}.png; no wider than the phone. */
export async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/react-signin-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/react-signin-${name}-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} on a phone`).toBeLessThanOrEqual(
    390,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

export async function fillPasswordSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The provider's own dev login and consent pages (oidc-provider's devInteractions). */
export async function logInAtProvider(page: Page, issuer: string, sub: string) {
  await page.waitForURL(`${issuer}/**`);
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * The captcha provider's script, standing in on loopback for Turnstile's: its explicit API renders
 * two buttons handing the page a passing or a refused token (the siteverify stub knows which).
 */
const WIDGET_SCRIPT = `
window.turnstile = {
  render(container, options) {
    for (const [text, token] of [["I am human", ${JSON.stringify(PASSING_TOKEN)}], ["I am a robot", "robot-token"]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = text;
      button.onclick = () => options.callback(token);
      container.append(button);
    }
    return "widget-1";
  },
  reset() {},
};`;

/** Serves the stand-in script; its URL is Gatehouse's CAPTCHA_SCRIPT_URL. */
export async function startWidgetScript(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end(WIDGET_SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
