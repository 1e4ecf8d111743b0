import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../kit/http-env.ts";

/** The built web app (web/dist), next to the server in the repository. */
export const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the web app's files and answers every other GET outside /api with index.html, so
 * client-side routes (/account, /reset-password?token=…) load on a fresh visit.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir = WEB_DIST): void {
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
  app.use("/*", serveStatic({ root: distDir }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    return c.html(indexHtml);
  });
}
