import type { BrowserContext, Page } from "playwright-core";

/**
 * Chromium's DevTools virtual authenticator on a page: a platform authenticator with resident
 * keys and user verification, as a phone or laptop with a fingerprint reader. Returns a reader of
 * the credentials it holds.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}
