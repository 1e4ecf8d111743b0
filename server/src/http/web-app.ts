import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../kit/http-env.ts";

/**
 * The Content-Security-Policy of the page at a path (security-headers.ts builds it): `page` for
 * the app's pages, `forPath` where it depends on the path (a hosted checkout's embedding).
 */
export type PagePolicy = { page: string; forPath: (path: string) => Promise<string> };

function setPolicy(c: Context<AppEnv>, policy: string): void {
  c.header("Content-Security-Policy", policy);
  // For browsers without CSP frame-ancestors.
  if (policy.includes("frame-ancestors 'none'")) c.header("X-Frame-Options", "DENY");
}

/** The built web app (web/dist), next to the server in the repository. */
export const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the web app's files and answers every other GET outside /api with index.html, so
 * client-side routes (/account, /reset-password?token=…) load on a fresh visit.
 */
export function mountWebApp(app: Hono<AppEnv>, policy: PagePolicy, distDir = WEB_DIST): void {
  const indexFile = `${distDir}/index.html`;
  if (!existsSync(indexFile)) {
    app.get("/", (c) => c.text("The web app is not built: run `npm run build -w web` (npm start does it).", 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use(
    "/*",
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        if (path.endsWith(".html")) setPolicy(c, policy.page);
      },
    }),
  );
  app.get("*", async (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    setPolicy(c, await policy.forPath(c.req.path));
    return c.html(indexHtml);
  });
}
