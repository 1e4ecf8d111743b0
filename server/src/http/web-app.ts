import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { Locale } from "../i18n/locales.ts";
import type { AppEnv } from "../kit/http-env.ts";
import { type PageLocaleOptions, pageInLocale, pageLocale } from "./page-locale.ts";

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

export interface WebAppOptions {
  /** The built files; web/dist by default. */
  distDir?: string;
  /** Whether /api/dev/outbox is served (not in production): the page links to it only then. */
  devOutbox: boolean;
  /** How the page's language is chosen (page-locale.ts). */
  locales: PageLocaleOptions;
}

/** The page's `<meta name="gatehouse:…">` flags: what the server offers that the web app shows or hides. */
const DEV_OUTBOX_FLAG = '<meta name="gatehouse:dev-outbox" content="on">';

function withServerFlags(html: string, { devOutbox }: { devOutbox: boolean }): string {
  return devOutbox ? html.replace(/<head>/i, (head) => `${head}${DEV_OUTBOX_FLAG}`) : html;
}

/** The built web app (web/dist), next to the server in the repository. */
export const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the web app's files and answers every other GET outside /api with index.html, so
 * client-side routes (/account, /reset-password?token=…) load on a fresh visit. index.html is
 * answered per request in the reader's language (page-locale.ts): `<html lang dir>` and the
 * `<meta name="gatehouse:locale">` the web app starts in, so the first paint is already in it.
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  policy: PagePolicy,
  { distDir = WEB_DIST, devOutbox, locales }: WebAppOptions,
): void {
  const indexFile = `${distDir}/index.html`;
  if (!existsSync(indexFile)) {
    app.get("/", (c) => c.text("The web app is not built: run `npm run build -w web` (npm start does it).", 503));
    return;
  }
  const indexHtml = withServerFlags(readFileSync(indexFile, "utf8"), { devOutbox });
  // One page per language, made the first time it is asked for (a dozen at most).
  const pages = new Map<Locale, string>();
  const pageFor = (locale: Locale) => {
    let page = pages.get(locale);
    if (page === undefined) {
      page = pageInLocale(indexHtml, locale);
      pages.set(locale, page);
    }
    return page;
  };
  const sendIndex = async (c: Context<AppEnv>) => {
    setPolicy(c, await policy.forPath(c.req.path));
    const { locale, setCookie } = pageLocale(new URL(c.req.url), c.req.raw.headers, locales);
    // The same URL is another page for another language or cookie: caches must keep them apart.
    c.header("Vary", "Accept-Language, Cookie");
    if (setCookie) c.header("Set-Cookie", setCookie);
    return c.html(pageFor(locale));
  };
  // Before the static files: their index.html would be the page without the flags and language.
  app.get("/", sendIndex);
  app.get("/index.html", sendIndex);
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
  app.get("*", async (c) => (c.req.path.startsWith("/api/") ? c.notFound() : sendIndex(c)));
}
