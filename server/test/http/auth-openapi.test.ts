import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authOpenApiDocument } from "../../src/auth/openapi/document.ts";
import { AUTH_OPENAPI_PATH, authOpenApiRoutes } from "../../src/auth/openapi/routes.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * GET /api/auth/openapi.json: better-auth's description of the live auth instance, every
 * plugin's routes included, as JSON that is the same from one build to the next.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withoutSmtp: true });
});
afterAll(async () => server.close());

type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };

async function served(): Promise<{ response: Response; document: Document; text: string }> {
  const routes = authOpenApiRoutes(() => authOpenApiDocument(server.gatehouse.auth));
  const response = await routes.request(AUTH_OPENAPI_PATH);
  const text = await response.text();
  return { response, document: JSON.parse(text) as Document, text };
}

describe("the auth routes' OpenAPI document", () => {
  it("is served as OpenAPI 3 JSON", async () => {
    const { response, document } = await served();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe("Gatehouse auth routes");
  });

  it("lists the core routes and the plugins' ones", async () => {
    const { document } = await served();
    expect(document.paths["/sign-in/email"]).toHaveProperty("post");
    expect(document.paths["/get-session"]).toHaveProperty("get");
    expect(document.paths["/organization/create"]).toHaveProperty("post");
    expect(document.paths["/two-factor/enable"]).toHaveProperty("post");
    // Gatehouse's own plugins are described too.
    expect(document.paths["/social-providers"]).toHaveProperty("get");
  });

  it("has every object's keys in order, so its JSON does not change from one build to the next", async () => {
    const { document, text } = await served();
    const isSorted = (keys: string[]) => keys.every((key, i) => i === 0 || (keys[i - 1] ?? "") < key);
    expect(isSorted(Object.keys(document))).toBe(true);
    expect(isSorted(Object.keys(document.paths))).toBe(true);
    expect(isSorted(Object.keys(document.paths["/sign-in/email"]?.post ?? {}))).toBe(true);
    expect((await served()).text).toBe(text);
  });
});
