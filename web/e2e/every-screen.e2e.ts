import { describe, expect, it } from "vitest";
import { billingMember } from "../../server/test/helpers/billing.ts";
import { organizationPath } from "../src/lib/paths.ts";
import { signInThroughPage } from "./harness.ts";
import { screensForThisFile } from "./screens.ts";

/**
 * The every-screen proof (with every-screen-owner and every-screen-billing): every main page, at
 * 1280×800 and at 390×844, signed out and signed in as an owner, a member and a customer, is no
 * wider than the screen and has no serious or critical axe-core violation; the checkout and the
 * portal also in dark mode. Here: signed out, a member, a customer.
 */

const screensOf = screensForThisFile();
/** Each visits many pages at two sizes with an axe run per page: minutes on a loaded 2-core machine. */
const MANY_PAGES_MS = 240_000;

describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
  it(
    "signed out",
    async () => {
      const screens = screensOf();
      const paths = [
        "/",
        "/sign-in",
        "/sign-up",
        "/forgot-password",
        "/sign-in/email-code",
        "/no-such-page",
        `/portal/${screens.seller.organization.slug}`,
        screens.checkoutPath,
      ];
      expect(await screens.checkPages(paths, null)).toEqual([]);
    },
    MANY_PAGES_MS,
  );

  it(
    "signed in as a member",
    async () => {
      const screens = screensOf();
      const member = await billingMember(screens.server, screens.seller, "member");
      const slug = screens.seller.organization.slug;
      const paths = ["/account", organizationPath(slug), organizationPath(slug, "members")];
      expect(await screens.checkPages(paths, (page) => signInThroughPage(page, member.email))).toEqual([]);
    },
    MANY_PAGES_MS,
  );

  it(
    "as a customer: the portal and the checkout, in light and dark colors",
    async () => {
      const screens = screensOf();
      const paths = [`/portal?customer_session_token=${screens.customerSessionToken}`, screens.checkoutPath];
      const light = await screens.checkPages(paths, null, { colorScheme: "light" });
      const dark = await screens.checkPages(paths, null, { colorScheme: "dark" });
      expect([...light, ...dark]).toEqual([]);
    },
    MANY_PAGES_MS,
  );
});
