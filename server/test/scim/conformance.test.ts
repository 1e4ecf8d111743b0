import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SCIM_ERROR,
  SCIM_LIST,
  SCIM_PATCH,
  SCIM_USER,
  ScimClient,
  type ScimGroup,
  type ScimList,
  type ScimResponse,
  type ScimUser,
} from "../helpers/scim-client.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, type Person, person } from "../organization/fixtures.ts";

/**
 * The SCIM service answers as RFC 7644 says: the Schemas say what a User create needs, searches
 * by POST, every refusal is a SCIM error, and the token is checked before anything else.
 */

const SEARCH_REQUEST = "urn:ietf:params:scim:api:messages:2.0:SearchRequest";
const EMAIL_RULE = "When emails has no value, userName must be an email address, which becomes the User's email.";

let server: TestServer;
let owner: Person;
let scim: ScimClient;
let stranger: ScimClient;

beforeAll(async () => {
  // Rate limiting on, at its defaults: a SCIM path's 429 is seen below.
  server = await startTestServer({ env: { RATE_LIMIT_ENABLED: "true" } });
  owner = await person(server, "scim-conformance");
  const organization = await createOrganization(owner, { name: "Conformance" });
  const issued = await owner.client.post<{ token: string; baseUrl: string }>("/organization/scim/token", {
    organizationId: organization.id,
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  scim = new ScimClient(issued.body.baseUrl, issued.body.token);
  stranger = new ScimClient(issued.body.baseUrl, "not-a-token");
});
afterAll(async () => server?.close());

function expectScimError(response: ScimResponse<unknown>, status: number, scimType?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ schemas: [SCIM_ERROR], status: String(status), detail: expect.any(String) });
  if (scimType) expect(response.body).toMatchObject({ scimType });
  expect(response.headers.get("content-type")).toContain("application/scim+json");
}

/** A request with a body as it is sent, JSON or not. */
async function send(
  client: ScimClient,
  method: string,
  path: string,
  body: string,
  contentType = "application/scim+json",
) {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${client.token}`, "content-type": contentType },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const userCount = async () =>
  Number((await db(server).selectFrom("user").select(db(server).fn.countAll().as("n")).executeTakeFirst())?.n);

const search = <T>(collection: "Users" | "Groups", request: Record<string, unknown>) =>
  scim.request<ScimList<T>>("POST", `/${collection}/.search`, { schemas: [SEARCH_REQUEST], ...request });

describe("what a User create needs", () => {
  type Attribute = { name: string; required: boolean; description: string };
  type Schema = { id: string; attributes: Attribute[] };
  const attribute = (schema: Schema, name: string) => schema.attributes.find((a) => a.name === name);

  it("the Schemas require userName, and say a userName that is no email needs emails", async () => {
    const listed = await scim.request<ScimList<Schema>>("GET", "/Schemas");
    expect(listed.status).toBe(200);
    const user = listed.body.Resources.find((schema) => schema.id === SCIM_USER);
    if (!user) throw new Error("no core User schema");
    expect(user.attributes.filter((a) => a.required).map((a) => a.name)).toEqual(["userName"]);
    expect(attribute(user, "userName")?.description).toContain(EMAIL_RULE);
    expect(attribute(user, "emails")?.description).toContain(EMAIL_RULE);
    const one = await scim.request<Schema>("GET", `/Schemas/${SCIM_USER}`);
    expect(one.status).toBe(200);
    expect(attribute(one.body, "emails")).toMatchObject({
      required: false,
      description: expect.stringContaining(EMAIL_RULE),
    });
    // The other schemas are as the library describes them.
    const group = listed.body.Resources.find((schema) => schema.id === "urn:ietf:params:scim:schemas:core:2.0:Group");
    expect(group?.attributes.map((a) => a.description).join(" ")).not.toContain(EMAIL_RULE);
  });

  it("creates a User without emails whose userName is an email address: the userName is the email", async () => {
    const created = await scim.request<ScimUser>("POST", "/Users", {
      schemas: [SCIM_USER],
      userName: "Una@conformance.test",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.emails).toEqual([{ value: "una@conformance.test", primary: true }]);
    const user = await db(server)
      .selectFrom("user")
      .select("email")
      .where("email", "=", "una@conformance.test")
      .executeTakeFirst();
    expect(user).toEqual({ email: "una@conformance.test" });
  });

  it("refuses a userName that is no email without emails: a SCIM 400 naming the rule, nothing written", async () => {
    const before = await userCount();
    const refused = await scim.request("POST", "/Users", { schemas: [SCIM_USER], userName: "jdoe" });
    expectScimError(refused, 400, "invalidValue");
    expect(refused.body).toMatchObject({ detail: `emails: ${EMAIL_RULE}` });
    expectScimError(await scim.request("POST", "/Users", { schemas: [SCIM_USER], userName: "jdoe", emails: [] }), 400);
    expect(await userCount()).toBe(before);

    const withEmail = await scim.request<ScimUser>("POST", "/Users", {
      schemas: [SCIM_USER],
      userName: "jdoe",
      emails: [{ value: "jdoe@conformance.test", type: "work" }],
    });
    expect(withEmail.status, JSON.stringify(withEmail.body)).toBe(201);
    expect(await userCount()).toBe(before + 1);
  });
});

describe("searching by POST (RFC 7644 §3.4.3)", () => {
  beforeAll(async () => {
    for (const name of ["sam", "sia", "sol"])
      expect(
        (await scim.request("POST", "/Users", { schemas: [SCIM_USER], userName: `${name}@conformance.test` })).status,
      ).toBe(201);
  });

  it("/Users/.search answers as the GET list: filter, paging, attributes", async () => {
    const found = await search<ScimUser>("Users", { filter: 'userName eq "SIA@conformance.test"' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.headers.get("content-type")).toContain("application/scim+json");
    expect(found.body).toMatchObject({ schemas: [SCIM_LIST], totalResults: 1 });
    expect(found.body.Resources.map((user) => user.userName)).toEqual(["sia@conformance.test"]);

    const all = await scim.listUsers();
    const page = await search<ScimUser>("Users", { startIndex: 2, count: 2 });
    expect(page.body).toMatchObject({ totalResults: all.body.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((user) => user.id)).toEqual(all.body.Resources.slice(1, 3).map((user) => user.id));

    const projected = await search<Record<string, unknown>>("Users", {
      filter: 'userName eq "sam@conformance.test"',
      attributes: ["userName"],
    });
    expect(projected.status).toBe(200);
    expect(Object.keys(projected.body.Resources[0] ?? {}).sort()).toEqual(["id", "schemas", "userName"]);
  });

  it("/Groups/.search finds groups as the GET list does", async () => {
    expect((await scim.createGroup("Searchers")).status).toBe(201);
    const found = await search<ScimGroup>("Groups", { filter: 'displayName eq "Searchers"' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.Resources.map((group) => group.displayName)).toEqual(["Searchers"]);
  });

  it("refuses what the GET list refuses, and what is not a SearchRequest, as SCIM 400s", async () => {
    expectScimError(await search("Users", { filter: 'userName co "s"' }), 400, "invalidFilter");
    expectScimError(await search("Users", { count: "many" }), 400, "invalidValue");
    expectScimError(await scim.request("POST", "/Users/.search", { filter: 'userName eq "a"' }), 400, "invalidValue");
    expectScimError(await send(scim, "POST", "/Groups/.search", "{"), 400, "invalidSyntax");
  });

  it("needs the directory's token, checked before the body", async () => {
    expectScimError(await stranger.request("POST", "/Users/.search", { schemas: [SEARCH_REQUEST] }), 401);
    expectScimError(await send(stranger, "POST", "/Groups/.search", "{"), 401);
  });
});

describe("every refusal is a SCIM error", () => {
  it("an unknown path is a SCIM 404; a known path's other method a SCIM 405 with Allow", async () => {
    for (const path of ["/Nope", "/Users/a/b", "/Users/", "/.search"])
      expectScimError(await scim.request("GET", path), 404);
    expectScimError(await scim.request("POST", "/Nope", { schemas: [SCIM_USER] }), 404);
    expectScimError(await stranger.request("GET", "/Nope"), 404);
    const wrongMethod = await scim.request("DELETE", "/Users");
    expectScimError(wrongMethod, 405);
    expect(wrongMethod.headers.get("allow")?.split(", ").sort()).toEqual(["GET", "POST"]);
    expectScimError(await scim.request("GET", "/Users/no-such-user"), 404);
  });

  it("a bad token is 401 whatever the body: malformed JSON, wrong media type, an invalid User; nothing written", async () => {
    const before = await userCount();
    const user = await scim.request<ScimUser>("POST", "/Users", {
      schemas: [SCIM_USER],
      userName: "tok@conformance.test",
    });
    expect(user.status).toBe(201);
    const refusals = [
      await stranger.request("POST", "/Users", { userName: 42 }),
      await stranger.request("POST", "/Users", { schemas: [SCIM_USER], userName: "jdoe" }),
      await send(stranger, "POST", "/Users", "{"),
      await send(stranger, "POST", "/Users", "userName=x", "application/x-www-form-urlencoded"),
      await send(stranger, "PUT", `/Users/${user.body.id}`, "{"),
      await stranger.request("PATCH", `/Users/${user.body.id}`, { Operations: "none" }),
      await send(stranger, "POST", "/Groups", "{"),
    ];
    for (const refusal of refusals) {
      expectScimError(refusal, 401);
      expect(refusal.headers.get("www-authenticate")).toBe('Bearer realm="SCIM"');
    }
    expect(await userCount()).toBe(before + 1);
    // With the token, the same bodies get the body's refusal.
    expectScimError(await send(scim, "POST", "/Users", "{"), 400, "invalidSyntax");
    expectScimError(await send(scim, "POST", "/Users", "userName=x", "application/x-www-form-urlencoded"), 415);
  });
});

describe("PATCH remove of active", () => {
  it("an unassigned active is not a deactivation: the person is active, a member again", async () => {
    const created = await scim.request<ScimUser>("POST", "/Users", {
      schemas: [SCIM_USER],
      userName: "ria@conformance.test",
    });
    expect(created.status).toBe(201);
    const userId = (
      await db(server)
        .selectFrom("user")
        .select("id")
        .where("email", "=", "ria@conformance.test")
        .executeTakeFirstOrThrow()
    ).id;
    const membership = () =>
      db(server).selectFrom("member").select("role").where("userId", "=", userId).executeTakeFirst();
    expect((await scim.patchUser(created.body.id, [{ op: "replace", path: "active", value: false }])).body.active).toBe(
      false,
    );
    expect(await membership()).toBeUndefined();
    const removed = await scim.patchUser(created.body.id, [{ op: "remove", path: "active" }]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.active).toBe(true);
    expect(await membership()).toEqual({ role: "member" });
  });
});

describe("validation, size and rate refusals are SCIM errors", () => {
  it("a body the route's schema refuses: a SCIM 400 naming the attribute, nothing written", async () => {
    const before = await userCount();
    const user = await scim.request("POST", "/Users", { schemas: [SCIM_USER], userName: 42 });
    expectScimError(user, 400, "invalidValue");
    expect(user.body).toMatchObject({ detail: expect.stringMatching(/^userName: /) });
    expect(await userCount()).toBe(before);
    const group = await scim.request("POST", "/Groups", { schemas: [SCIM_USER] });
    expectScimError(group, 400, "invalidValue");
    expect(group.body).toMatchObject({ detail: expect.stringMatching(/^(schemas|displayName)/) });

    const created = await scim.request<ScimUser>("POST", "/Users", {
      schemas: [SCIM_USER],
      userName: "val@conformance.test",
    });
    const path = `/Users/${created.body.id}`;
    const operations = await scim.request("PATCH", path, { schemas: [SCIM_PATCH], Operations: "none" });
    expectScimError(operations, 400, "invalidSyntax");
    expect(operations.body).toMatchObject({ detail: expect.stringMatching(/^Operations: /) });
    const op = await scim.request("PATCH", path, { schemas: [SCIM_PATCH], Operations: [{ op: "frob", path: "x" }] });
    expectScimError(op, 400, "invalidSyntax");
    expect(op.body).toMatchObject({ detail: expect.stringMatching(/^Operations\.0\.op: /) });
  });

  it("a body over the size limit: a SCIM 413", async () => {
    const before = await userCount();
    const large = await scim.request("POST", "/Users", { schemas: [SCIM_USER], userName: "x".repeat(70_000) });
    expectScimError(large, 413);
    expect(await userCount()).toBe(before);
  });

  it("too many requests: a SCIM 429 with Retry-After", async () => {
    let answer: ScimResponse<unknown> | undefined;
    // The default ceiling is 300 requests per 10 s and path, per client address.
    for (let sent = 0; sent < 320 && answer?.status !== 429; sent++)
      answer = await scim.request("GET", "/ServiceProviderConfig");
    if (!answer) throw new Error("no answer");
    expectScimError(answer, 429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
