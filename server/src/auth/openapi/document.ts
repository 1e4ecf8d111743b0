import { openAPI } from "better-auth/plugins";
import { GATEHOUSE_VERSION } from "../../release/version.ts";
import type { Auth } from "../auth.ts";

/**
 * The OpenAPI document of the auth routes (/api/auth), as better-auth describes the live
 * instance: every route of the core and of each plugin mounted, Gatehouse's own included. It is
 * built by calling the openAPI plugin's generator on the instance's context rather than by
 * mounting the plugin, so no route is added to /api/auth (auth/openapi/routes.ts serves it).
 */
export type AuthOpenApiDocument = Awaited<ReturnType<typeof generate>>;

const documents = new WeakMap<Auth, Promise<AuthOpenApiDocument>>();

/** The document, built once per instance (it takes a few hundred milliseconds and does not change). */
export function authOpenApiDocument(auth: Auth): Promise<AuthOpenApiDocument> {
  let document = documents.get(auth);
  if (!document) {
    document = generate(auth);
    documents.set(auth, document);
    // A failure is not kept: the next request tries again.
    document.catch(() => documents.delete(auth));
  }
  return document;
}

async function generate(auth: Auth) {
  const context = await auth.$context;
  const described = await openAPI().endpoints.generateOpenAPISchema({ context });
  return sortedKeys({
    ...described,
    info: {
      title: "Gatehouse auth routes",
      description: "The routes under /api/auth: better-auth's, its plugins' and Gatehouse's own.",
      version: GATEHOUSE_VERSION,
    },
  });
}

/** A copy with every object's keys in order, so the document's JSON is the same from run to run. */
function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, entry]) => [key, sortedKeys(entry)])) as T;
}
