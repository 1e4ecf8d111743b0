/**
 * What the server offers that the page shows or hides, from the `<meta name="gatehouse:…">` tags
 * it adds to index.html (server/src/http/web-app.ts) — known before the first render, no request.
 */
function flag(name: string): boolean {
  return document.querySelector(`meta[name="gatehouse:${name}"]`) !== null;
}

/** The dev outbox (`/api/dev/outbox`) is served: never in production. */
export const devOutboxServed: boolean = flag("dev-outbox");
