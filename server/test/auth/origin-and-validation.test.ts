import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSessionsOf } from "../helpers/session-rows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code: string; message: string };

const PASSWORD = "correct-horse-battery";
const INVALID_BODY = { code: "VALIDATION_ERROR", message: "Invalid body parameters" };
const INVALID_QUERY = { code: "VALIDATION_ERROR", message: "Invalid query parameters" };

/** Every account route that takes a POST body. */
const ACCOUNT_POST_ROUTES = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-out",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-user",
  "/send-verification-email",
  "/request-password-reset",
  "/forget-password",
  "/reset-password",
  "/change-password",
  "/change-email",
  "/delete-user",
  "/unlink-account",
] as const;

type BadRequest = { label: string; body: string; contentType?: string };

/** Bodies no route can accept: unparseable, or of a media type the auth routes do not take. */
const BAD_REQUESTS: BadRequest[] = [
  { label: "malformed JSON", body: '{"email": "a@example.com", ' },
  { label: "a lone brace", body: "{" },
  { label: "JSON with a trailing comma", body: '{"token": "x",}' },
  // Bodies over 64 KiB never reach these routes (413, see body-limit.test.ts).
  { label: "60 KB of unterminated JSON", body: `{"email": "${"a".repeat(60_000)}` },
  { label: "random bytes labelled JSON", body: "\u0000\u00ff\u00fe\u0010garbage\u0007" },
  { label: "a text/plain body", body: "email=a@example.com", contentType: "text/plain" },
  { label: "an XML body", body: "<email>a@example.com</email>", contentType: "application/xml" },
  {
    label: "a multipart body",
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    contentType: "multipart/form-data; boundary=x",
  },
  { label: "an octet stream", body: "\u0000\u0001\u0002\u00ff", contentType: "application/octet-stream" },
];

/** Well-formed JSON of the wrong shape: refused where a body has required fields, ignored elsewhere. */
const WRONG_SHAPES: BadRequest[] = [
  { label: "null", body: "null" },
  { label: "a number", body: "42" },
  { label: "a string", body: '"hello"' },
  { label: "an array", body: '[{"email":"a@example.com"}]' },
  { label: "a 60 KB string", body: JSON.stringify("x".repeat(60_000)) },
  { label: "a 60 KB array", body: JSON.stringify(Array.from({ length: 10_000 }, (_v, i) => i)) },
  { label: "deep nesting", body: `${"[".repeat(5_000)}${"]".repeat(5_000)}` },
  {
    label: "every field of the wrong type",
    body: JSON.stringify({
      email: { $ne: null },
      password: ["x"],
      name: 1,
      token: {},
      newPassword: true,
      currentPassword: 7,
      newEmail: [],
      providerId: 5,
      image: 3,
      callbackURL: 9,
      rememberMe: "yes",
    }),
  },
  {
    label: "large fields of the wrong type",
    body: JSON.stringify({
      email: 1,
      password: "p".repeat(25_000),
      token: ["t".repeat(25_000)],
      newEmail: 2,
      newPassword: 3,
      providerId: 4,
    }),
  },
];

/** Routes whose body is optional or all-optional: they may ignore JSON they do not understand. */
const ROUTES_WITHOUT_REQUIRED_FIELDS = [
  "/sign-out",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-user",
  "/delete-user",
];
const ROUTES_WITH_REQUIRED_FIELDS = ACCOUNT_POST_ROUTES.filter((r) => !ROUTES_WITHOUT_REQUIRED_FIELDS.includes(r));

let server: TestServer;
let emailCounter = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function signedInClient(): Promise<{ client: TestClient; userId: string }> {
  const client = server.client();
  const res = await client.signUp(`validation-${++emailCounter}@example.com`, PASSWORD);
  expect(res.status).toBe(200);
  return { client, userId: res.body.user.id };
}

const send = (client: TestClient, path: string, request: BadRequest) =>
  client.post<ErrorBody>(path, request.body, {
    headers: { "content-type": request.contentType ?? "application/json" },
  });

describe("validation errors use Gatehouse's wording", () => {
  it("an invalid body gives 400 VALIDATION_ERROR 'Invalid body parameters'", async () => {
    const client = server.client();
    expect((await client.post("/sign-in/email", { email: "a@example.com" })).body).toEqual(INVALID_BODY);
    const wrongType = await client.post("/sign-in/email", { email: "a@example.com", password: 12345678 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual(INVALID_BODY);
    const noBody = await client.post("/request-password-reset", {});
    expect(noBody.status).toBe(400);
    expect(noBody.body).toEqual(INVALID_BODY);
  });

  it("an invalid query gives 400 VALIDATION_ERROR 'Invalid query parameters'", async () => {
    const noToken = await server.client().get("/verify-email");
    expect(noToken.status).toBe(400);
    expect(noToken.body).toEqual(INVALID_QUERY);
    const twoTokens = await server.client().get("/verify-email?token=a&token=b");
    expect(twoTokens.status).toBe(400);
    expect(twoTokens.body).toEqual(INVALID_QUERY);
    const notABoolean = await server.client().get("/get-session", { query: { disableCookieCache: "notabool" } });
    expect(notABoolean.status).toBe(400);
    expect(notABoolean.body).toEqual(INVALID_QUERY);
  });
});

describe("bad input on every account POST route gives 4xx, never 500", () => {
  it.each(ACCOUNT_POST_ROUTES)("%s, anonymous and signed in", async (path) => {
    const { client, userId } = await signedInClient();
    const anonymous = server.client();
    for (const request of BAD_REQUESTS) {
      for (const [who, caller] of [
        ["anonymous", anonymous],
        ["signed in", client],
      ] as const) {
        const res = await send(caller, path, request);
        expect(
          res.status,
          `${path} ${who} ${request.label}: ${JSON.stringify(res.body).slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${who} ${request.label}`).toBeLessThan(500);
      }
    }
    // None of it touched the signed-in user's session.
    expect(await countSessionsOf(server.gatehouse, userId)).toBe(1);
    expect((await client.session()).body?.user.id).toBe(userId);
  });

  it.each(ROUTES_WITH_REQUIRED_FIELDS)("%s refuses JSON of the wrong shape", async (path) => {
    const { client } = await signedInClient();
    for (const request of WRONG_SHAPES) {
      for (const caller of [server.client(), client]) {
        const res = await send(caller, path, request);
        expect(
          res.status,
          `${path} ${request.label}: ${JSON.stringify(res.body).slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${request.label}`).toBeLessThan(500);
      }
    }
  });

  it.each(ROUTES_WITHOUT_REQUIRED_FIELDS)("%s answers JSON of any shape without a server error", async (path) => {
    for (const request of WRONG_SHAPES) {
      const res = await send(server.client(), path, request);
      expect(res.status, `${path} ${request.label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

describe("Origin check on POST requests that carry cookies", () => {
  it("refuses an untrusted Origin with 403 and does nothing", async () => {
    const { client, userId } = await signedInClient();
    const res = await client.post<ErrorBody>("/sign-out", {}, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "INVALID_ORIGIN", message: "Invalid origin" });
    const update = await client.post<ErrorBody>(
      "/update-user",
      { name: "Hijacked" },
      { headers: { origin: "http://127.0.0.1.evil.example" } },
    );
    expect(update.status).toBe(403);
    const session = await client.session();
    expect(session.body?.user).toMatchObject({ id: userId, name: "Test User" });
  });

  it("refuses a missing Origin (no Referer either) when cookies are sent", async () => {
    const { client } = await signedInClient();
    const res = await client.post<ErrorBody>("/revoke-other-sessions", {}, { headers: { origin: "" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("MISSING_OR_NULL_ORIGIN");
  });

  it("accepts the server's own Origin, or a Referer from it", async () => {
    const { client } = await signedInClient();
    expect((await client.post("/update-user", { name: "Own Origin" })).status).toBe(200);
    const referer = await client.post(
      "/update-user",
      { name: "Own Referer" },
      { headers: { origin: "", referer: `${client.origin}/settings` } },
    );
    expect(referer.status).toBe(200);
  });

  it("does not apply to a cookieless POST from elsewhere (server-to-server)", async () => {
    const res = await fetch(`${server.url}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com", redirectTo: "/reset" }),
    });
    expect(res.status).toBe(200);
  });

  it("does not apply to GET", async () => {
    const { client, userId } = await signedInClient();
    const res = await client.get<{ user: { id: string } }>("/get-session", {
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(userId);
  });
});

describe("redirect URLs must be trusted or a safe relative path", () => {
  const untrusted = ["https://evil.example/welcome", "//evil.example/welcome", "http://127.0.0.1.evil.example/"];

  it("callbackURL: 403 'Invalid callbackURL' on sign-in, and no session is created", async () => {
    const email = `callback-${++emailCounter}@example.com`;
    const signUp = await server.client().signUp(email, PASSWORD);
    for (const callbackURL of untrusted) {
      const res = await server.client().post<ErrorBody>("/sign-in/email", { email, password: PASSWORD, callbackURL });
      expect(res.status, callbackURL).toBe(403);
      expect(res.body, callbackURL).toEqual({ code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" });
    }
    const inQuery = await server
      .client()
      .post<ErrorBody>(`/sign-in/email?callbackURL=${encodeURIComponent(untrusted[0]!)}`, {
        email,
        password: PASSWORD,
      });
    expect(inQuery.status).toBe(403);
    expect(inQuery.body.message).toBe("Invalid callbackURL");
    expect(await countSessionsOf(server.gatehouse, signUp.body.user.id)).toBe(1);
  });

  it("callbackURL is checked on sign-up, send-verification-email, change-email and delete-user too", async () => {
    const { client } = await signedInClient();
    const callbackURL = untrusted[0];
    const attempts = [
      server.client().post<ErrorBody>("/sign-up/email", {
        email: `cb-${++emailCounter}@example.com`,
        password: PASSWORD,
        name: "X",
        callbackURL,
      }),
      client.post<ErrorBody>("/send-verification-email", { email: "someone@example.com", callbackURL }),
      client.post<ErrorBody>("/change-email", { newEmail: "moved@example.com", callbackURL }),
      client.post<ErrorBody>("/delete-user", { callbackURL }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Invalid callbackURL");
    }
    expect((await client.session()).body).not.toBeNull();
  });

  it("redirectTo: 403 'Invalid redirectURL' (better-auth's name for the field)", async () => {
    for (const redirectTo of untrusted) {
      const res = await server
        .client()
        .post<ErrorBody>("/request-password-reset", { email: "someone@example.com", redirectTo });
      expect(res.status, redirectTo).toBe(403);
      expect(res.body, redirectTo).toEqual({ code: "INVALID_REDIRECT_URL", message: "Invalid redirectURL" });
    }
  });

  it("errorCallbackURL and newUserCallbackURL: 403 naming the field", async () => {
    const base = { provider: "github", callbackURL: "/" };
    const error = await server.client().post<ErrorBody>("/sign-in/social", { ...base, errorCallbackURL: untrusted[0] });
    expect(error.status).toBe(403);
    expect(error.body).toEqual({ code: "INVALID_ERROR_CALLBACK_URL", message: "Invalid errorCallbackURL" });
    const newUser = await server
      .client()
      .post<ErrorBody>("/sign-in/social", { ...base, newUserCallbackURL: untrusted[1] });
    expect(newUser.status).toBe(403);
    expect(newUser.body).toEqual({ code: "INVALID_NEW_USER_CALLBACK_URL", message: "Invalid newUserCallbackURL" });
  });

  it("relative paths and the server's own URL are allowed", async () => {
    const email = `relative-${++emailCounter}@example.com`;
    await server.client().signUp(email, PASSWORD);
    for (const callbackURL of [
      "/dashboard",
      "/settings?tab=security#top",
      `${server.gatehouse.config.baseURL}/welcome`,
    ]) {
      const res = await server
        .client()
        .post<{ redirect: boolean; url: string }>("/sign-in/email", { email, password: PASSWORD, callbackURL });
      expect(res.status, callbackURL).toBe(200);
      expect(res.body).toMatchObject({ redirect: true, url: callbackURL });
    }
    const reset = await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(reset.status).toBe(200);
  });
});

describe("TRUSTED_ORIGINS adds origins", () => {
  let trusting: TestServer;
  beforeAll(async () => {
    trusting = await startTestServer({
      env: { TRUSTED_ORIGINS: "https://app.example.com, https://admin.example.com" },
    });
  });
  afterAll(async () => trusting.close());

  it("accepts requests and redirects from the listed origins only", async () => {
    const client = trusting.client();
    await client.signUp("trusted@example.com", PASSWORD);
    const fromApp = await client.post(
      "/update-user",
      { name: "From App" },
      { headers: { origin: "https://app.example.com" } },
    );
    expect(fromApp.status).toBe(200);
    const fromOther = await client.post(
      "/update-user",
      { name: "From Other" },
      { headers: { origin: "https://other.example.com" } },
    );
    expect(fromOther.status).toBe(403);

    const signIn = await trusting.client().post<{ url: string }>("/sign-in/email", {
      email: "trusted@example.com",
      password: PASSWORD,
      callbackURL: "https://admin.example.com/welcome",
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.url).toBe("https://admin.example.com/welcome");
    const elsewhere = await trusting.client().post<ErrorBody>("/sign-in/email", {
      email: "trusted@example.com",
      password: PASSWORD,
      callbackURL: "https://other.example.com/welcome",
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe("Invalid callbackURL");
  });
});
