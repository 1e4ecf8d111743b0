// The standard mixed load: what a product's browsers and backend ask of Gatehouse, in fixed
// proportions. Every connection sends the same cycle of 200 requests over and over, each cycle as
// the next of the signed-up users (a browser that signs in, then uses the app), and checks every
// answer (status and body); latencies are kept per kind.
import autocannon, { type Context, type RequestSpec } from "autocannon";
import { SESSION_DATA, SESSION_TOKEN } from "../http.ts";
import { billingAddress, METER_EVENT, type Merchant, type MixUser, type SignedIn, TEST_CARD } from "./setup.ts";

/** The kinds of request, in the order reports list them, with how many of a cycle's requests each takes. */
export const KINDS = [
  { key: "sign-in", label: "sign-in (email and password)", perCycle: 1 },
  { key: "session-db", label: "get-session from the database (no cache cookie)", perCycle: 36 },
  { key: "session-cache", label: "get-session from the cookie cache", perCycle: 108 },
  { key: "customer-state", label: "`/v1` read: customer state by external id", perCycle: 31 },
  { key: "ingest", label: "usage events ingested (10 a request)", perCycle: 18 },
  { key: "checkout-create", label: "checkout: create (`/v1`)", perCycle: 2 },
  { key: "checkout-card", label: "checkout: test card token", perCycle: 2 },
  { key: "checkout-confirm", label: "checkout: confirm (paid, order made)", perCycle: 2 },
] as const;

export const CYCLE_LENGTH = KINDS.reduce((sum, kind) => sum + kind.perCycle, 0);

export type KindKey = (typeof KINDS)[number]["key"];

export type Spec = RequestSpec & { kind: KindKey };

export const EVENTS_PER_INGEST = 10;

/** What one connection knows during a cycle: its user, cookies, the checkout under way. */
interface CycleState extends Context {
  user?: MixUser;
  session?: string;
  data?: string;
  clientSecret?: string;
  cardToken?: string;
}

/** Every way an answer was wrong, by kind, with the first few for the report. */
export class Failures {
  readonly count = new Map<KindKey, number>();
  readonly examples: string[] = [];

  note(kind: KindKey, status: number, body: string, why: string): void {
    this.count.set(kind, (this.count.get(kind) ?? 0) + 1);
    if (this.examples.length < 5) this.examples.push(`${kind}: ${why}; HTTP ${status} ${body.slice(0, 200)}`);
  }

  get total(): number {
    return [...this.count.values()].reduce((sum, n) => sum + n, 0);
  }
}

/** The value of cookie `name` among an answer's Set-Cookie headers. */
function setCookie(headers: Record<string, string | string[]>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== "set-cookie") continue;
    for (const line of Array.isArray(value) ? value : [value]) {
      if (line.startsWith(`${name}=`)) return line.slice(name.length + 1).split(";")[0];
    }
  }
  return undefined;
}

function jsonField(body: string, field: string): string | undefined {
  try {
    const value = (JSON.parse(body) as Record<string, unknown>)[field];
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Each kind's request(s); all but the sign-in act as the user the connection's cycle is at. */
function requestsOf(users: readonly MixUser[], merchant: Merchant, origin: string, failures: Failures) {
  let nextUser = 0;
  // Fresh objects per request: autocannon writes Content-Length into the headers it is given.
  const bearer = () => ({ authorization: `Bearer ${merchant.token}`, "content-type": "application/json" });
  const json = () => ({ "content-type": "application/json" });
  const state = (context: Context) => context as CycleState;
  const userOf = (context: Context): MixUser => {
    const user = state(context).user;
    if (!user) throw new Error("a cycle without its user");
    return user;
  };
  const check =
    (
      kind: KindKey,
      expected: number,
      test: (body: string, context: CycleState, headers: Record<string, string | string[]>) => string | null,
    ) =>
    (status: number, body: string, context: Context, headers: Record<string, string | string[]>) => {
      const why = status !== expected ? `expected HTTP ${expected}` : test(body, state(context), headers);
      if (why) failures.note(kind, status, body, why);
    };

  const signIn: Spec = {
    kind: "sign-in",
    method: "POST",
    path: "/api/auth/sign-in/email",
    setupRequest(request, context) {
      const user = users[nextUser++ % users.length] as MixUser;
      state(context).user = user;
      return {
        ...request,
        headers: { ...json(), origin },
        body: JSON.stringify({ email: user.email, password: user.password }),
      };
    },
    onResponse: check("sign-in", 200, (body, context, headers) => {
      const session = setCookie(headers, SESSION_TOKEN);
      if (!body.includes(`"email":"${context.user?.email}"`) || !session) return "no session for the user";
      context.session = session;
      context.data = setCookie(headers, SESSION_DATA);
      return null;
    }),
  };
  const sessionFromDatabase: Spec = {
    kind: "session-db",
    method: "GET",
    path: "/api/auth/get-session",
    setupRequest: (request, context) => ({
      ...request,
      headers: { cookie: `${SESSION_TOKEN}=${state(context).session}` },
    }),
    onResponse: check("session-db", 200, (body, context, headers) => {
      const data = setCookie(headers, SESSION_DATA);
      if (!body.includes(`"email":"${context.user?.email}"`)) return "not the user's session";
      if (!data) return "no cookie-cache cookie set";
      context.data = data;
      return null;
    }),
  };
  const sessionFromCache: Spec = {
    kind: "session-cache",
    method: "GET",
    path: "/api/auth/get-session",
    setupRequest: (request, context) => ({
      ...request,
      headers: { cookie: `${SESSION_TOKEN}=${state(context).session}; ${SESSION_DATA}=${state(context).data}` },
    }),
    onResponse: check("session-cache", 200, (body, context, headers) => {
      if (!body.includes(`"email":"${context.user?.email}"`)) return "not the user's session";
      // A cache hit sets nothing; a new cookie would mean the database was read.
      return setCookie(headers, SESSION_DATA) ? "not a cache hit" : null;
    }),
  };
  const customerState: Spec = {
    kind: "customer-state",
    method: "GET",
    setupRequest: (request, context) => ({
      ...request,
      path: `/v1/customers/external/${userOf(context).id}/state`,
      headers: bearer(),
    }),
    onResponse: check("customer-state", 200, (body, context) =>
      body.includes(`"external_id":"${context.user?.id}"`) && body.includes('"granted_benefits":[{')
        ? null
        : "not the customer's state with its benefit",
    ),
  };
  let unit = 0;
  const ingest: Spec = {
    kind: "ingest",
    method: "POST",
    path: "/v1/events/ingest",
    setupRequest(request, context) {
      const customer = userOf(context).id;
      const events = Array.from({ length: EVENTS_PER_INGEST }, () => ({
        name: METER_EVENT,
        external_customer_id: customer,
        metadata: { units: 1 + (unit++ % 9), route: "/api/things" },
      }));
      return { ...request, headers: bearer(), body: JSON.stringify({ events }) };
    },
    onResponse: check("ingest", 200, (body) =>
      body.includes(`"inserted":${EVENTS_PER_INGEST}`) ? null : "not every event inserted",
    ),
  };
  const checkoutCreate: Spec = {
    kind: "checkout-create",
    method: "POST",
    path: "/v1/checkouts/",
    setupRequest: (request, context) => ({
      ...request,
      headers: bearer(),
      body: JSON.stringify({ products: [merchant.creditPackId], external_customer_id: userOf(context).id }),
    }),
    onResponse: check("checkout-create", 201, (body, context) => {
      context.clientSecret = jsonField(body, "client_secret");
      return context.clientSecret ? null : "no client secret";
    }),
  };
  const checkoutCard: Spec = {
    kind: "checkout-card",
    method: "POST",
    setupRequest: (request, context) => ({
      ...request,
      path: `/v1/checkouts/client/${state(context).clientSecret}/test-card-tokens`,
      headers: json(),
      body: JSON.stringify(TEST_CARD),
    }),
    onResponse: check("checkout-card", 201, (body, context) => {
      context.cardToken = jsonField(body, "id");
      return context.cardToken ? null : "no card token";
    }),
  };
  const checkoutConfirm: Spec = {
    kind: "checkout-confirm",
    method: "POST",
    setupRequest: (request, context) => ({
      ...request,
      path: `/v1/checkouts/client/${state(context).clientSecret}/confirm`,
      headers: json(),
      body: JSON.stringify({
        customer_email: userOf(context).email,
        customer_billing_address: billingAddress,
        confirmation_token_id: state(context).cardToken,
      }),
    }),
    onResponse: check("checkout-confirm", 200, (body) =>
      jsonField(body, "status") === "confirmed" ? null : "checkout not confirmed",
    ),
  };

  return {
    signIn,
    sessionFromDatabase,
    sessionFromCache,
    customerState,
    ingest,
    checkout: [checkoutCreate, checkoutCard, checkoutConfirm],
  };
}

/**
 * The cycle: a sign-in first, then the rest spread evenly (a get-session from the database is
 * followed by three from the cookie it set; a checkout's three steps go together).
 */
export function cycle(users: readonly MixUser[], merchant: Merchant, origin: string, failures: Failures): Spec[] {
  const { signIn, sessionFromDatabase, sessionFromCache, customerState, ingest, checkout } = requestsOf(
    users,
    merchant,
    origin,
    failures,
  );
  // Units after the sign-in, spread by smooth weighted round robin so every kind recurs evenly.
  const units: { weight: number; specs: Spec[] }[] = [
    { weight: 36, specs: [sessionFromDatabase, sessionFromCache, sessionFromCache, sessionFromCache] },
    { weight: 31, specs: [customerState] },
    { weight: 18, specs: [ingest] },
    { weight: 2, specs: checkout },
  ];
  const total = units.reduce((sum, u) => sum + u.weight, 0);
  const credit = units.map(() => 0);
  const sequence: Spec[] = [signIn];
  for (let step = 0; step < total; step++) {
    units.forEach((u, i) => {
      credit[i] = (credit[i] ?? 0) + u.weight;
    });
    let best = 0;
    credit.forEach((c, i) => {
      if (c > (credit[best] ?? 0)) best = i;
    });
    credit[best] = (credit[best] ?? 0) - total;
    sequence.push(...(units[best]?.specs ?? []));
  }
  for (const kind of KINDS) {
    const n = sequence.filter((spec) => spec.kind === kind.key).length;
    if (n !== kind.perCycle) throw new Error(`the cycle holds ${n} × ${kind.key}, not ${kind.perCycle}`);
  }
  return sequence;
}

/** The kinds measured alone, each with the requests one cycle of it sends. */
export const ALONE = ["sign-in", "session-db", "session-cache", "customer-state", "ingest", "checkout"] as const;
export type AloneKind = (typeof ALONE)[number];

/**
 * One kind's cycle alone (a checkout: its three requests), each cycle as the next of the
 * signed-in `identities` (a sign-in as the next user): what one request of the kind costs.
 */
export function aloneCycle(
  kind: AloneKind,
  identities: readonly SignedIn[],
  merchant: Merchant,
  origin: string,
  failures: Failures,
): Spec[] {
  const requests = requestsOf(
    identities.map((i) => i.user),
    merchant,
    origin,
    failures,
  );
  if (kind === "sign-in") return [requests.signIn];
  const specs = {
    "session-db": [requests.sessionFromDatabase],
    "session-cache": [requests.sessionFromCache],
    "customer-state": [requests.customerState],
    ingest: [requests.ingest],
    checkout: requests.checkout,
  }[kind];
  const [first, ...rest] = specs;
  if (!first) throw new Error(`no request for ${kind}`);
  let next = 0;
  // The cycle's first request takes on the next identity, as the sign-in does in the mix.
  const asNext: Spec = {
    ...first,
    setupRequest(request, context) {
      const identity = identities[next++ % identities.length] as SignedIn;
      Object.assign(context, { user: identity.user, session: identity.session, data: identity.data });
      return first.setupRequest ? first.setupRequest(request, context) : request;
    },
  };
  return [asNext, ...rest];
}

/** Latencies (ms) and counts per kind over the measured window. */
export interface LoadResult {
  latencies: Map<KindKey, number[]>;
  /** Seconds measured. */
  seconds: number;
  /** Connection errors and timeouts over the whole run. */
  errors: number;
  timeouts: number;
  /** Non-2xx answers over the whole run (every one is also a failure of its kind). */
  non2xx: number;
}

/**
 * Runs the cycle against every URL at once (the connections split evenly between them, as a
 * balancer spreading browsers would), `warmup` + `duration` seconds without a break, keeping the
 * answers that complete within the last `duration` seconds. `during` runs alongside the measured
 * window (the samplers).
 */
export async function runMix(
  urls: readonly string[],
  sequence: readonly Spec[],
  settings: { connections: number; warmup: number; duration: number },
  during: (window: { start: number; end: number }) => Promise<void>,
): Promise<LoadResult> {
  const latencies = new Map<KindKey, number[]>(KINDS.map((k) => [k.key, []]));
  const started = Date.now();
  const window = {
    start: started + settings.warmup * 1000,
    end: started + (settings.warmup + settings.duration) * 1000,
  };
  const runs = urls.map((url, index) => {
    const connections =
      Math.floor(settings.connections / urls.length) + (index < settings.connections % urls.length ? 1 : 0);
    const instance = autocannon({
      url,
      connections,
      duration: settings.warmup + settings.duration,
      // Longer than any run: a timeout then always means a hung request, never a slow one.
      timeout: 120,
      requests: [...sequence],
    });
    instance.on("response", (client, _status, _bytes, ms) => {
      const now = Date.now();
      if (now < window.start || now >= window.end) return;
      latencies.get((client.requestIterator.currentRequest as Spec).kind)?.push(ms);
    });
    return instance;
  });
  const [results] = await Promise.all([Promise.all(runs), during(window)]);
  return {
    latencies,
    seconds: settings.duration,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
