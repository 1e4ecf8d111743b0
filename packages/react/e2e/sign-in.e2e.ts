import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../../server/test/helpers/account-flows.ts";
import { type OidcTestProvider, startOidcProvider } from "../../../server/test/helpers/oidc-provider.ts";
import { PASSING_TOKEN, SiteverifyStub } from "../../../server/test/helpers/siteverify-stub.ts";
import { onFreePort, startTestServer, type TestServer } from "../../../server/test/helpers/test-server.ts";
import { totpCode } from "../../../server/test/helpers/totp.ts";
import { enableTwoFactor } from "../../../server/test/helpers/two-factor.ts";
import { expectAccessible, launchBrowser } from "../../../web/e2e/harness.ts";
import { ar } from "../src/i18n/locales/ar.ts";
import { de } from "../src/i18n/locales/de.ts";
import {
  expectFieldError,
  expectSignedInAs,
  fillPasswordSignIn,
  type HarnessApp,
  harnessUrl,
  logInAtProvider,
  newPage,
  screenshots,
  sessionReadout,
  startHarnessApp,
  startWidgetScript,
} from "./sign-in-harness.ts";

/**
 * <SignIn/> and <SignUp/> in a real browser, on the harness app (dev/sign-in/, built by Vite and
 * served on its own origin) against a real Gatehouse on loopback that lists that origin in
 * TRUSTED_ORIGINS: its mails caught by a real SMTP server, its social provider a real OpenID
 * provider. The harness's header reads useUser(), as any app would.
 */

const PROVIDER_ID = "loopback";
let app: HarnessApp;
let browser: Browser;

beforeAll(async () => {
  app = await startHarnessApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe("every method switched on", () => {
  let server: TestServer;
  let idp: OidcTestProvider;

  beforeAll(async () => {
    // The provider must know Gatehouse's callback URL before Gatehouse starts: the port comes first.
    ({ idp, server } = await onFreePort(async (port) => {
      const baseURL = `http://127.0.0.1:${port}`;
      const idp = await startOidcProvider({ redirectUris: [`${baseURL}/api/auth/callback/${PROVIDER_ID}`] });
      try {
        const env = { PORT: String(port), BASE_URL: baseURL, TRUSTED_ORIGINS: app.origin, ...idp.env(PROVIDER_ID) };
        return { idp, server: await startTestServer({ env }) };
      } catch (error) {
        await idp.close();
        throw error;
      }
    }));
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it("signs up through <SignUp/>, signs out, and signs in with the password; refusals land where they belong", async () => {
    const email = uniqueEmail("sam-signup");
    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server, "sign-up"));
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await expect.poll(() => sessionReadout(page).textContent()).toBe("Signed out");
    // The social provider is offered on sign-up too; passkeys are not (they belong to Gatehouse's own origin).
    await page.getByRole("button", { name: "Continue with Loopback" }).waitFor();
    await expectAccessible(page);
    await screenshots(page, "sign-up");

    // The form's own checks first, then the server's refusal on the field it is about.
    await page.getByRole("button", { name: "Sign up" }).click();
    await expectFieldError(page.getByLabel("Name"), "Enter your name");
    await expectFieldError(page.getByLabel("Email"), "Enter a valid email address");
    await page.getByLabel("Name").fill("Sam Signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expectFieldError(page.getByLabel("Password"), "Password too short");
    await expectAccessible(page);
    await screenshots(page, "sign-up-errors");

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expectSignedInAs(page, email);
    await page.getByText(`You are signed in as ${email}`).waitFor();
    // onSignedIn runs once; its count renders after the session readout may already show the user.
    await expect.poll(() => page.getByTestId("signed-in-callbacks").textContent()).toBe("1");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => sessionReadout(page).textContent()).toBe("Signed out");

    // The same address again: the server's refusal on the Email field.
    await page.getByLabel("Name").fill("Sam Again");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expectFieldError(page.getByLabel("Email"), "User already exists");

    // The link between the two components.
    await page.getByRole("link", { name: "Sign in instead" }).click();
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor({ state: "detached" });
    await expectAccessible(page);
    await screenshots(page, "sign-in");

    // A wrong password: said on the form (the server does not tell which of the two was wrong).
    await fillPasswordSignIn(page, email, "not-the-password");
    const refusal = page.getByRole("alert").filter({ hasText: "Could not sign in" });
    await refusal.getByText("Invalid email or password").waitFor();
    expect(await page.getByLabel("Password").getAttribute("aria-invalid")).toBeNull();
    await screenshots(page, "sign-in-wrong-password");

    // An address the server does not take as one: on the Email field.
    await fillPasswordSignIn(page, "sam@localhost", PASSWORD);
    await expectFieldError(page.getByLabel("Email"), "Invalid email");
    expect(await refusal.count()).toBe(0);

    await fillPasswordSignIn(page, email, PASSWORD);
    await expectSignedInAs(page, email);
    await page.getByText(`You are signed in as ${email}`).waitFor();
    await context.close();
  });

  it("signs in with a code from the mail, and with a link from the mail", async () => {
    const email = uniqueEmail("cora-code");
    await server.client().signUp(email);
    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server));
    await page.getByRole("button", { name: "Email me a code or link" }).click();
    await page.getByRole("heading", { name: "Sign in without a password" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByRole("status").getByText(`We sent a 6-digit code to ${email}`).waitFor();
    await expectAccessible(page);
    await screenshots(page, "email-code");

    const mail = await server.smtp.mailTo(email, "Your sign-in code");
    const code = /Your code: (\d{6})/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectFieldError(page.getByLabel("Code from the email"), "Invalid OTP");
    await page.getByLabel("Code from the email").fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectSignedInAs(page, email);
    await context.close();

    // A link, to an address with no account yet: opening it makes the account and comes back to the app.
    const newcomer = uniqueEmail("max-magic");
    const second = await newPage(browser);
    await second.page.goto(harnessUrl(app, server));
    await second.page.getByRole("button", { name: "Email me a code or link" }).click();
    await second.page.getByRole("radio", { name: "A sign-in link" }).check();
    await second.page.getByLabel("Email").fill(newcomer);
    await second.page.getByRole("button", { name: "Email me a link" }).click();
    await second.page.getByRole("status").getByText(`We sent a sign-in link to ${newcomer}`).waitFor();
    const linkMail = await server.smtp.mailTo(newcomer, "Your sign-in link");
    const link = linkMail.links.find((l) => l.includes("/api/auth/magic-link/verify"));
    expect(link).toBeDefined();
    await second.page.goto(link!);
    await second.page.waitForURL(`${app.origin}/**`);
    await expectSignedInAs(second.page, newcomer);
    await second.context.close();
  });

  it("signs in through the OpenID provider and comes back to the app", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server));
    await page.getByRole("button", { name: "Continue with Loopback" }).click();
    await logInAtProvider(page, idp.issuer, "alice-sub");
    await page.waitForURL(`${app.origin}/**`);
    await expectSignedInAs(page, "alice@idp.test");
    await context.close();
  });

  it("asks a TOTP user for the second step: a wrong code on the field, the right one signs in and trusts the device", async () => {
    const email = uniqueEmail("tess-totp");
    const client = server.client();
    await client.signUp(email);
    const { totpURI, backupCodes } = await enableTwoFactor(client);

    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server));
    await fillPasswordSignIn(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await expect.poll(() => sessionReadout(page).textContent()).toBe("Signed out");
    await expectAccessible(page);
    await screenshots(page, "two-factor");

    const code = totpCode(totpURI);
    await page.getByLabel("Code from your authenticator app").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expectFieldError(page.getByLabel("Code from your authenticator app"), "Invalid code");
    await page.getByLabel("Code from your authenticator app").fill(totpCode(totpURI));
    await page.getByLabel("Trust this device for 30 days").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await expectSignedInAs(page, email);

    // Trusted: the next password sign-in in this browser needs no second step.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => sessionReadout(page).textContent()).toBe("Signed out");
    await fillPasswordSignIn(page, email, PASSWORD);
    await expectSignedInAs(page, email);
    await context.close();

    // Another browser: a backup code does instead of the app.
    const other = await newPage(browser);
    await other.page.goto(harnessUrl(app, server));
    await fillPasswordSignIn(other.page, email, PASSWORD);
    await other.page.getByRole("radio", { name: "Backup code" }).check();
    await other.page.getByRole("textbox", { name: "Backup code" }).fill(backupCodes[0]!);
    await other.page.getByRole("button", { name: "Verify" }).click();
    await expectSignedInAs(other.page, email);
    await other.context.close();
  });

  it("speaks the browser's language: German forms and a refusal worded by its code; Arabic right to left", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "de-DE" });
    const page = await context.newPage();
    // lang=browser: the harness leaves the provider's locale to its default, the browser's languages.
    await page.goto(`${harnessUrl(app, server)}&lang=browser`);
    await page.getByRole("heading", { name: de.signIn.title }).waitFor();
    await page.getByLabel(de.common.email).fill(uniqueEmail("niemand"));
    await page.getByLabel(de.common.password).fill(`${PASSWORD}-falsch`);
    await page.getByRole("button", { name: de.passwordSignIn.submit, exact: true }).click();
    await page.getByText(de.errors.INVALID_EMAIL_OR_PASSWORD).waitFor();
    expect(await page.getByText("Invalid email or password").count()).toBe(0);
    expect(await page.locator('[lang="de"][dir="ltr"]').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await context.close();

    const arabic = await newPage(browser);
    await arabic.page.goto(`${harnessUrl(app, server)}&lang=ar`);
    await arabic.page.getByRole("heading", { name: ar.signIn.title }).waitFor();
    expect(await arabic.page.locator('[lang="ar"][dir="rtl"]').count()).toBeGreaterThan(0);
    await screenshots(arabic.page, "sign-in-arabic");
    await arabic.context.close();
  });

  it("single sign-on by the email's domain says so on the Email field when the domain has none", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server));
    await page.getByLabel("Email").fill("jo@no-sso.example.com");
    await page.getByRole("button", { name: "Continue with single sign-on" }).click();
    await page.getByRole("heading", { name: "Single sign-on" }).waitFor();
    // The address typed on the password form came along.
    expect(await page.getByLabel("Email").inputValue()).toBe("jo@no-sso.example.com");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expectFieldError(page.getByLabel("Email"), "Single sign-on is not set up for this email's domain.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Other ways to sign in" }).click();
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await context.close();
  });
});

describe("captcha, and an address to verify before the first sign-in", () => {
  let server: TestServer;
  let siteverify: SiteverifyStub;
  let widgetScript: Awaited<ReturnType<typeof startWidgetScript>>;

  beforeAll(async () => {
    siteverify = new SiteverifyStub("react-captcha-secret");
    await siteverify.start();
    widgetScript = await startWidgetScript();
    server = await startTestServer({
      env: {
        TRUSTED_ORIGINS: app.origin,
        REQUIRE_EMAIL_VERIFICATION: "true",
        CAPTCHA_PROVIDER: "cloudflare-turnstile",
        CAPTCHA_SECRET_KEY: "react-captcha-secret",
        CAPTCHA_SITE_KEY: "react-site-key",
        CAPTCHA_VERIFY_URL: siteverify.url,
        CAPTCHA_SCRIPT_URL: widgetScript.url,
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await siteverify?.stop();
    await widgetScript?.close();
  });

  it("sends the widget's answer with the sign-up, then says to check the mail; the link signs in", async () => {
    const email = uniqueEmail("cara-captcha");
    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server, "sign-up"));
    await page.getByRole("button", { name: "I am human" }).waitFor();
    await page.getByLabel("Name").fill("Cara Captcha");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);

    // No answer yet: nothing is sent.
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("alert").getByText("Complete the captcha first").waitFor();
    expect(siteverify.requests).toHaveLength(0);

    // A refused answer: the server's refusal on the form.
    await page.getByRole("button", { name: "I am a robot" }).click();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("alert").getByText("Captcha verification failed").waitFor();

    await page.getByRole("button", { name: "I am human" }).click();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByRole("status").getByText(`We sent a verification link to ${email}`).waitFor();
    expect(siteverify.requests.map((request) => request.fields.response)).toEqual(["robot-token", PASSING_TOKEN]);
    await expect.poll(() => sessionReadout(page).textContent()).toBe("Signed out");
    await expectAccessible(page);
    await screenshots(page, "check-your-email");

    const mail = await server.smtp.mailTo(email, "Verify your email");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForURL(`${app.origin}/**`);
    await expectSignedInAs(page, email);
    await context.close();
  });

  it("shows the widget on the password form and sends its answer with the sign-in", async () => {
    const email = uniqueEmail("carl-captcha");
    const client = server.client();
    // Verified through the mail's link, so the password alone signs in.
    await client.post(
      "/sign-up/email",
      { email, password: PASSWORD, name: "Carl" },
      {
        headers: { "x-captcha-response": PASSING_TOKEN },
      },
    );
    const mail = await server.smtp.mailTo(email, "Verify your email");
    await client.visit(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);

    const { page, context } = await newPage(browser);
    await page.goto(harnessUrl(app, server));
    await page.getByRole("button", { name: "I am human" }).waitFor();
    // No social provider on this server: no provider button, and no divider before the password form.
    expect(await page.getByRole("button", { name: /^Continue with (?!single sign-on)/ }).count()).toBe(0);
    expect(await page.getByText("or use your email").count()).toBe(0);
    await expectAccessible(page);
    await screenshots(page, "sign-in-captcha");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "I am human" }).click();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectSignedInAs(page, email);
    await context.close();
  });
});
