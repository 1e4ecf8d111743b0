import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/helpers/test-server.ts";
import { AUTH_ROUTES } from "./catalogue.ts";

/**
 * Every route of better-auth's built router is in the route catalogue with the methods it
 * answers, and the catalogue names no router route the router lacks: a plugin added, a library
 * upgrade or a configuration that mounts more cannot bring a route past the policies unseen.
 * Checked on the test configuration and on one with every optional feature on.
 */
type Endpoint = { path?: unknown; options?: { method?: string | string[] } };

/** The router's routes: each path with every method its endpoints answer. */
function routerRoutes(server: TestServer): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const endpoint of Object.values(server.gatehouse.auth.api as unknown as Record<string, Endpoint>)) {
    if (typeof endpoint?.path !== "string") continue; // server-only: no HTTP route
    const methods = routes.get(endpoint.path) ?? new Set<string>();
    for (const method of [endpoint.options?.method ?? "GET"].flat()) methods.add(method);
    routes.set(endpoint.path, methods);
  }
  return routes;
}

function differences(router: Map<string, Set<string>>) {
  const catalogued = new Map(AUTH_ROUTES.map((route) => [route.path, route]));
  const notCatalogued = [...router.keys()].filter((path) => {
    const route = catalogued.get(path);
    return route === undefined || (route.served !== "router" && route.served !== "optional");
  });
  const notInRouter = AUTH_ROUTES.filter((route) => route.served === "router" && !router.has(route.path)).map(
    (route) => route.path,
  );
  const otherMethods = [...router].flatMap(([path, methods]) => {
    const declared = catalogued.get(path)?.methods;
    if (!declared) return [];
    const answered = [...methods].sort().join(",");
    return answered === [...declared].sort().join(",") ? [] : [`${path}: router ${answered}, catalogue ${declared}`];
  });
  return { notCatalogued, notInRouter, otherMethods };
}

describe.each([
  ["the test configuration", {}],
  [
    "every optional feature on",
    {
      CAPTCHA_PROVIDER: "cloudflare-turnstile",
      CAPTCHA_SECRET_KEY: "captcha-secret",
      CAPTCHA_SITE_KEY: "captcha-site-key",
      CAPTCHA_VERIFY_URL: "http://127.0.0.1:1/siteverify",
      GITHUB_CLIENT_ID: "github-client",
      GITHUB_CLIENT_SECRET: "github-secret",
      OAUTH_DYNAMIC_CLIENT_REGISTRATION: "true",
      HIBP_ENABLED: "true",
      REQUIRE_EMAIL_VERIFICATION: "true",
      RATE_LIMIT_ENABLED: "true",
      ADMIN_EMAILS: "admin@example.com",
    },
  ],
])("the /api/auth router on %s", (_name, env: Record<string, string>) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ withoutSmtp: true, env });
  });
  afterAll(async () => server?.close());

  it("has exactly the catalogue's routes, with the same methods", () => {
    const router = routerRoutes(server);
    expect(router.size).toBeGreaterThan(150);
    // notCatalogued: declare them in auth/routes/ with their policies; notInRouter: routes gone
    // from the router; otherMethods: methods to bring in line.
    expect(differences(router)).toEqual({ notCatalogued: [], notInRouter: [], otherMethods: [] });
  });
});
