import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { emailOTPClient, magicLinkClient, twoFactorClient } from "better-auth/client/plugins";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../helpers/account-flows.ts";
import { CookieJar } from "../helpers/cookie-jar.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { totpCode } from "../helpers/totp.ts";

/**
 * better-auth's own client, unchanged, with its plugins (twoFactorClient,
 * passkeyClient, magicLinkClient, emailOTPClient): each call reaches Gatehouse's routes and gets
 * what the client expects. One cookie jar per client stands in for the browser's.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function browserClient(onTwoFactorRedirect: () => void = () => undefined) {
  const jar = new CookieJar();
  const client = createAuthClient({
    baseURL: server.url,
    plugins: [twoFactorClient({ onTwoFactorRedirect }), passkeyClient(), magicLinkClient(), emailOTPClient()],
    fetchOptions: {
      customFetchImpl: async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set("origin", server.url);
        headers.set("cookie", jar.header());
        const response = await fetch(input, { ...init, headers });
        jar.store(response);
        return response;
      },
    },
  });
  return client;
}

describe("the better-auth client with the account-protection plugins", () => {
  it("twoFactorClient: enable, verify, then a sign-in redirects to the second step and finishes it", async () => {
    const email = uniqueEmail("client-2fa");
    const owner = browserClient();
    expect((await owner.signUp.email({ email, password: PASSWORD, name: "Client" })).error).toBeNull();
    const enabled = await owner.twoFactor.enable({ password: PASSWORD });
    expect(enabled.error).toBeNull();
    const totpURI = (enabled.data as { totpURI: string }).totpURI;
    expect((await owner.twoFactor.verifyTotp({ code: totpCode(totpURI) })).error).toBeNull();

    let redirected = 0;
    const browser = browserClient(() => {
      redirected += 1;
    });
    const signIn = await browser.signIn.email({ email, password: PASSWORD });
    expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
    expect(redirected).toBe(1);
    const verified = await browser.twoFactor.verifyTotp({ code: totpCode(totpURI), trustDevice: true });
    expect(verified.error).toBeNull();
    expect((await browser.getSession()).data?.user).toMatchObject({ email, twoFactorEnabled: true });
    const codes = await browser.twoFactor.generateBackupCodes({ password: PASSWORD });
    expect(codes.data?.backupCodes).toHaveLength(10);
  });

  it("magicLinkClient and emailOTPClient: send, and sign in with the code", async () => {
    const email = uniqueEmail("client-passwordless");
    const browser = browserClient();
    const link = await browser.signIn.magicLink({ email, callbackURL: "/account" });
    expect(link).toMatchObject({ data: { status: true }, error: null });
    await server.smtp.mailTo(email, "Your sign-in link");

    expect((await browser.emailOtp.sendVerificationOtp({ email, type: "sign-in" })).data).toEqual({ success: true });
    const mail = await server.smtp.mailTo(email, "Your sign-in code");
    const otp = /Your code: (\d{6})/.exec(mail.text)?.[1] ?? "";
    const signedIn = await browser.signIn.emailOtp({ email, otp });
    expect(signedIn.error).toBeNull();
    expect((await browser.getSession()).data?.user.email).toBe(email);
  });

  it("passkeyClient: lists, renames and deletes through Gatehouse's routes", async () => {
    const browser = browserClient();
    await browser.signUp.email({ email: uniqueEmail("client-passkey"), password: PASSWORD, name: "Keys" });
    const listed = await browser.passkey.listUserPasskeys();
    expect(listed).toMatchObject({ data: [], error: null });
    const missing = await browser.passkey.deletePasskey({ id: "no-such-passkey" });
    expect(missing.error?.status).toBeGreaterThanOrEqual(400);
    // The ceremony itself needs navigator.credentials: web/e2e/passkeys.e2e.ts runs it in Chromium.
  });
});
