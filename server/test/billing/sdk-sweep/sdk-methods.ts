import { createPolar as createPolar202604 } from "@polar-sh/sdk/2026-04";
import { createPolar as createPolar202610 } from "@polar-sh/sdk/2026-10";
import { createPolar as createPolar202701 } from "@polar-sh/sdk/2027-01";

/**
 * The methods of @polar-sh/sdk, read from the package itself: a client of each API version is
 * walked property by property, so a method the SDK gains is seen without anyone listing it.
 */

export const API_VERSIONS = ["2026-04", "2026-10", "2027-01"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

const CREATE_POLAR = { "2026-04": createPolar202604, "2026-10": createPolar202610, "2027-01": createPolar202701 };

/** A client of `version`, seen as a tree of services and methods (the versions' signatures are alike). */
export function clientOf(version: ApiVersion, baseUrl: string, accessToken: string): SdkTree {
  return CREATE_POLAR[version]({ accessToken, baseUrl }) as unknown as SdkTree;
}

export type SdkMethod = (...args: unknown[]) => unknown;
export type SdkTree = { [name: string]: SdkTree | SdkMethod };

/**
 * `oauth2.*` is Polar's OAuth2 authorization server (authorize, token, introspect, userinfo and
 * dynamic client registration): it is called with an OAuth client's credentials or a user's
 * token, never with an organization token or a customer session, so it is outside this sweep.
 * Gatehouse's own OAuth provider is tested by test/oauth-provider.
 */
const OUTSIDE_THE_SWEEP = ["oauth2."];

/** Every callable path of `tree`, depth first, in the package's own order. */
export function methodPaths(tree: SdkTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return typeof value === "function" ? [path] : methodPaths(value, path);
  });
}

/** The methods this sweep calls: every API call made with an organization token or a customer session. */
export function sweptMethods(version: ApiVersion): string[] {
  const tree = clientOf(version, "http://127.0.0.1", "polar_oat_enumeration");
  return methodPaths(tree).filter((path) => !OUTSIDE_THE_SWEEP.some((prefix) => path.startsWith(prefix)));
}

/**
 * The SDK sends one bearer for every call; the customer portal's routes take a customer session
 * (`polar_cst_`) as that bearer and refuse an organization token, so their client is made with one.
 */
export const needsCustomerSession = (path: string) => path.startsWith("customerPortal.");

/** `iterList`, `iterFiles`...: async generators over a list's pages; their answer is the items. */
export const isPageIterator = (path: string) => /(^|\.)iter[A-Z]/.test(path);
