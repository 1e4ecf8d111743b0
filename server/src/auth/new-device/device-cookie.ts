import { randomUUID } from "node:crypto";

/** 400 days: the longest lifetime browsers keep a cookie for. */
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** What the signed-cookie calls of better-call's context need (an after hook's `ctx`). */
type CookieContext = {
  getSignedCookie(name: string, secret: string): Promise<string | false | null>;
  setSignedCookie(name: string, value: string, secret: string, options: Record<string, unknown>): Promise<string>;
};

export const newDeviceId = (): string => randomUUID();

/** A device id as newDeviceId makes them: nothing else is looked up. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The device cookie: a random id the browser keeps for 400 days, HMAC-signed with AUTH_SECRET
 * (better-call's signed cookie, as the session cookie), HttpOnly, SameSite=Lax, and Secure with
 * the `__Secure-` prefix when BASE_URL is https. It names the browser, never the person: one
 * browser shared by two accounts is one device for each.
 */
export class DeviceCookie {
  readonly name: string;

  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {
    this.name = `${secure ? "__Secure-" : ""}gatehouse.device`;
  }

  /** The id the request's browser presents, or null when it has none or a forged one. */
  async read(ctx: CookieContext): Promise<string | null> {
    const value = await ctx.getSignedCookie(this.name, this.secret);
    return typeof value === "string" && DEVICE_ID.test(value) ? value : null;
  }

  /** Sets the cookie with `deviceId`, or renews it for another 400 days. */
  async issue(ctx: CookieContext, deviceId: string): Promise<void> {
    await ctx.setSignedCookie(this.name, deviceId, this.secret, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
      maxAge: DEVICE_COOKIE_MAX_AGE,
    });
  }
}
