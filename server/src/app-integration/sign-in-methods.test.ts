import { describe, expect, it } from "vitest";
import { type SignInMethodsSource, signInMethods } from "./sign-in-methods.ts";

/** What the answer says for option sets a running server does not start with today. */

const source: SignInMethodsSource = {
  baseURL: "https://auth.example.com",
  socialProviders: [],
  oidcProviders: [
    { id: "acme-sso", name: "Acme", discoveryUrl: "https://idp.example/.well-known", clientId: "c", clientSecret: "s" },
  ],
  captcha: undefined,
  PASSWORDLESS_SIGN_UP: false,
};

describe("signInMethods", () => {
  it("no password and no passwordless sign-up: no way to make an account", () => {
    const methods = signInMethods(
      { emailAndPassword: { enabled: false }, plugins: [{ id: "magic-link" }, { id: "email-otp" }] },
      source,
      null,
    );
    expect(methods).toMatchObject({ emailAndPassword: false, signUp: false, magicLink: true, emailCode: true });
    expect(methods.socialProviders).toEqual([{ id: "acme-sso", name: "Acme" }]);
  });

  it("password sign-up turned off, passwordless sign-up on: accounts come from a first passwordless sign-in", () => {
    const methods = signInMethods(
      { emailAndPassword: { enabled: true, disableSignUp: true }, plugins: [{ id: "email-otp" }] },
      { ...source, PASSWORDLESS_SIGN_UP: true },
      "https://auth.example.com",
    );
    expect(methods).toMatchObject({ emailAndPassword: true, signUp: true, emailCode: true, magicLink: false });
    expect(signInMethods({ emailAndPassword: { enabled: true, disableSignUp: true } }, source, null).signUp).toBe(
      false,
    );
  });

  it("plugins that are not there are off, whatever the origin", () => {
    const methods = signInMethods({ emailAndPassword: { enabled: true } }, source, "https://auth.example.com");
    expect(methods).toMatchObject({ passkey: false, sso: false, twoFactor: false, magicLink: false, captcha: null });
  });
});
