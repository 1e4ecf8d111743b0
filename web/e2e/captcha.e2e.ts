import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSING_TOKEN, SiteverifyStub } from "../../server/test/helpers/siteverify-stub.ts";
import { type E2E, startE2E } from "./harness.ts";

/**
 * The captcha widget on the sign-up, sign-in and password-reset forms, with a local stand-in for
 * the provider's script (CAPTCHA_SCRIPT_URL) and for its siteverify endpoint (CAPTCHA_VERIFY_URL).
 * The stand-in renders Turnstile's explicit API: two buttons that hand the page a passing or a
 * refused token.
 */
const WIDGET_SCRIPT = `
window.turnstile = {
  render(container, options) {
    const pass = document.createElement("button");
    pass.type = "button";
    pass.textContent = "I am human";
    pass.onclick = () => { container.dataset.state = "solved"; options.callback(${JSON.stringify(PASSING_TOKEN)}); };
    const robot = document.createElement("button");
    robot.type = "button";
    robot.textContent = "I am a robot";
    robot.onclick = () => { container.dataset.state = "solved"; options.callback("robot-token"); };
    container.append(pass, robot);
    return "widget-1";
  },
  reset() { document.querySelectorAll("[data-testid=captcha-widget]").forEach((el) => { el.dataset.state = "reset"; }); },
};`;

let e2e: E2E;
let siteverify: SiteverifyStub;
let scriptServer: Server;

beforeAll(async () => {
  siteverify = new SiteverifyStub("e2e-captcha-secret");
  await siteverify.start();
  scriptServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end(WIDGET_SCRIPT);
  });
  await new Promise<void>((resolve) => scriptServer.listen(0, "127.0.0.1", () => resolve()));
  const scriptURL = `http://127.0.0.1:${(scriptServer.address() as AddressInfo).port}/turnstile.js`;
  e2e = await startE2E({
    CAPTCHA_PROVIDER: "cloudflare-turnstile",
    CAPTCHA_SECRET_KEY: "e2e-captcha-secret",
    CAPTCHA_SITE_KEY: "e2e-site-key",
    CAPTCHA_VERIFY_URL: siteverify.url,
    CAPTCHA_SCRIPT_URL: scriptURL,
  });
});
afterAll(async () => {
  await e2e?.close();
  await siteverify?.stop();
  await new Promise<void>((resolve) => (scriptServer ? scriptServer.close(() => resolve()) : resolve()));
});

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel("Name").fill("Cara Captcha");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("cara-password-123");
}

describe("captcha on the auth forms", () => {
  it("sign-up asks for the challenge, refuses a robot's token, and passes a human's; sign-in and reset show it too", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/sign-up");
    await page.getByRole("button", { name: "I am human" }).waitFor();
    await fillSignUp(page, "cara@example.com");

    // No token yet: the form says so and nothing reaches the provider or the server.
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("Complete the captcha first").first().waitFor();
    expect(siteverify.requests).toHaveLength(0);

    // A refused token: the server's 403 shows, and the widget is reset for another try.
    await page.getByRole("button", { name: "I am a robot" }).click();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("Captcha verification failed").waitFor();
    await page.locator("[data-testid=captcha-widget][data-state=reset]").waitFor();

    // A passing token: signed up.
    await page.getByRole("button", { name: "I am human" }).click();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/account");
    expect(siteverify.requests.map((request) => request.fields.response)).toEqual(["robot-token", PASSING_TOKEN]);

    // Signed out, the sign-in form needs the challenge too.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("cara@example.com");
    await page.getByLabel("Password").fill("cara-password-123");
    await page.getByRole("button", { name: "I am human" }).click();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/account");

    // And the password-reset form.
    const other = await e2e.newPage();
    await other.page.goto("/forgot-password");
    await other.page.getByRole("button", { name: "I am human" }).waitFor();
    await other.page.getByLabel("Email").fill("cara@example.com");
    await other.page.getByRole("button", { name: "I am human" }).click();
    await other.page.getByRole("button", { name: "Send reset link" }).click();
    await other.page.getByText("Reset link requested").waitFor();
  });
});
