import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Stripe's API on loopback: this machine cannot reach Stripe,
 * so the tests point STRIPE_API_URL here. It answers exactly the endpoints Gatehouse calls, with
 * the shapes, status codes and error bodies of Stripe's API reference (the `stripe` SDK's types
 * are the contract), so the SDK returns the same objects and raises the same error classes:
 *
 * - `GET /v1/account`: the key's account; 401 for an unknown key, 403 for a restricted key
 *   without the account permission;
 * - `POST /v1/payment_intents` (with `confirm`, a `confirmation_token` or a saved
 *   `payment_method`, `off_session`, `setup_future_usage`, `customer`), `GET …/{id}`,
 *   `POST …/{id}/cancel`; `POST /v1/setup_intents` (confirmed), `GET …/{id}`;
 *   `POST /v1/customers`; `GET /v1/payment_methods/{id}`, `POST …/{id}/detach`; `POST /v1/refunds`, `GET …/{id}`;
 *   `GET /v1/disputes/{id}`, `POST …/{id}/close`; the lists `GET /v1/products`, `/v1/prices`, `/v1/customers` and
 *   `/v1/subscriptions` (one page: what `put` stored; subscriptions without `status=all` leave the
 *   canceled out, as Stripe's).
 *
 * Cards follow Stripe's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined
 * (`generic_decline`), …9995 `insufficient_funds`, 4000 0025 0000 3155 asks for 3-D Secure on
 * session (and not once saved), 4000 0027 6000 3184 always does (`authentication_required`
 * off-session). `confirmationToken(card)` stands for what Stripe.js creates in the browser,
 * `authenticate(id, outcome)` for the customer completing the challenge. Idempotency keys behave
 * as Stripe's: the same key and parameters answer the first response again; other parameters
 * are a 400 `idempotency_error`. `unavailable` makes every answer Stripe's 500 `api_error`.
 * `refundsSettleLater` makes new refunds `pending` (as Stripe's bank and some card refunds are)
 * until `settleRefund`; `openDispute` and `moveDispute` stand for a buyer's bank and Stripe.
 */
export type StripeStandIn = {
  url: string;
  /** A key Stripe knows, of an account (`acct_...`); `canReadAccount: false` for a narrow restricted key. */
  addKey(secretKey: string, accountId: string, options?: { canReadAccount?: boolean }): void;
  /** What Stripe.js makes of a card typed into the Payment Element: a `ctoken_...`. */
  confirmationToken(cardNumber: string): string;
  /** The customer finishes (or fails) a PaymentIntent's (or SetupIntent's) 3-D Secure challenge. */
  authenticate(paymentIntentId: string, outcome: "succeed" | "fail"): void;
  /** Every request received, in order: method, path, the key that made it and its idempotency key. */
  readonly requests: Array<{ method: string; path: string; key: string | null; idempotencyKey: string | null }>;
  /** Objects by id, as Stripe holds them (payment intents, setup intents, refunds, customers, payment methods). */
  object(id: string): StripeObject | undefined;
  /** Every object of a kind (`payment_intent`, `refund`, …) Stripe holds, in creation order. */
  objectsOf(kind: string): StripeObject[];
  /** An object as the account holds it (a product, a price, a customer, a subscription), made elsewhere. */
  put(object: StripeObject): StripeObject;
  /** A card saved on a customer, as a finished Checkout leaves it: its payment method. */
  savedCard(cardNumber: string, customerId: string): StripeObject;
  unavailable: boolean;
  /**
   * Requests to this path are carried out but never answered (the connection is cut): Stripe
   * charged, Gatehouse never heard — a lost answer, or a crash before its commit.
   */
  dropAnswersTo: string | null;
  /** New refunds stay `pending` until `settleRefund` (Stripe's asynchronous refunds). */
  refundsSettleLater: boolean;
  /** A pending refund settles (or a succeeded one fails after all, as card refunds can). */
  settleRefund(refundId: string, status: "succeeded" | "failed" | "canceled"): StripeObject;
  /** A buyer's bank disputes a PaymentIntent's charge (Stripe's Dispute, `needs_response` unless told). */
  openDispute(paymentIntentId: string, options?: { amount?: number; status?: string; reason?: string }): StripeObject;
  /** Stripe moves a dispute on (`under_review`, `won`, `lost`, …). */
  moveDispute(disputeId: string, status: string): StripeObject;
  /**
   * Runs once a PaymentIntent is created, before Stripe's answer reaches Gatehouse: what Stripe
   * does when its webhook overtakes the API response.
   */
  beforeAnsweringPaymentIntent: ((intent: StripeObject) => Promise<void>) | null;
  close(): Promise<void>;
};

export type StripeObject = Record<string, unknown> & { id: string; object: string };
type Behavior =
  | "succeed"
  | "generic_decline"
  | "insufficient_funds"
  | "authentication_required"
  | "authentication_always";
/** `replayed`: an idempotent replay of an earlier answer (Stripe's `Idempotent-Replayed: true`; no new event). */
type Answer = { status: number; body: unknown; replayed?: boolean };
type Params = Record<string, unknown>;
type KnownKey = { accountId: string; canReadAccount: boolean };

const TEST_CARDS: Record<string, Behavior> = {
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authentication_required",
  "4000002760003184": "authentication_always",
};
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  generic_decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  insufficient_funds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  authentication_required: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
};

const brandOf = (number: string) => (number.startsWith("4") ? "visa" : number.startsWith("5") ? "mastercard" : "amex");
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** Stripe shows a key in its messages with everything but the last four characters starred. */
const redacted = (key: string) => `${key.slice(0, key.indexOf("_", 3) + 1)}${"*".repeat(8)}${key.slice(-4)}`;
const stripeError = (type: string, message: string, extra: Params = {}) => ({ error: { type, message, ...extra } });
const invalid = (message: string, param?: string): Answer => ({
  status: 400,
  body: stripeError("invalid_request_error", message, param ? { param } : {}),
});
const missing = (id: string, param = "id"): Answer => ({
  status: 404,
  body: stripeError("invalid_request_error", `No such object: '${id}'`, { code: "resource_missing", param }),
});

/** Stripe's form encoding, as the SDK writes it: `a=1&metadata[k]=v&expand[0]=x`. */
function parseForm(text: string): Params {
  const params: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(name);
    if (!nested) {
      params[name] = value;
      continue;
    }
    const [, outer = "", inner = ""] = nested;
    if (/^\d+$/.test(inner)) {
      const list = Array.isArray(params[outer]) ? (params[outer] as unknown[]) : [];
      list.push(value);
      params[outer] = list;
    } else {
      const object = (params[outer] ?? {}) as Params;
      object[inner] = value;
      params[outer] = object;
    }
  }
  return params;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const keys = new Map<string, KnownKey>();
  const objects = new Map<string, StripeObject>();
  const behaviors = new Map<string, Behavior>();
  const idempotency = new Map<string, { params: string; answer: Answer }>();
  const requests: StripeStandIn["requests"] = [];
  const state: {
    unavailable: boolean;
    dropAnswersTo: string | null;
    refundsSettleLater: boolean;
    beforeAnswering: StripeStandIn["beforeAnsweringPaymentIntent"];
  } = {
    unavailable: false,
    dropAnswersTo: null,
    refundsSettleLater: false,
    beforeAnswering: null,
  };

  const store = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const paymentMethodOf = (id: unknown) => (typeof id === "string" ? objects.get(id) : undefined);
  /** `expand[]=payment_method`: the object in place of its id. */
  const expanded = (object: StripeObject, params: Params): StripeObject => {
    const expand = Array.isArray(params.expand) ? params.expand : [];
    if (!expand.includes("payment_method")) return object;
    return { ...object, payment_method: paymentMethodOf(object.payment_method) ?? null };
  };

  function cardMethod(number: string, customer: string | null): StripeObject {
    const method = store({
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer,
      card: { brand: brandOf(number), last4: number.slice(-4), exp_month: 12, exp_year: 2034, country: "US" },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
    behaviors.set(method.id, TEST_CARDS[number] ?? "succeed");
    return method;
  }

  /** The payment method an intent is confirmed with: a confirmation token's card, or a saved method. */
  function methodFor(params: Params): StripeObject | Answer {
    if (typeof params.confirmation_token === "string") {
      const token = objects.get(params.confirmation_token);
      if (token?.object !== "confirmation_token") return missing(params.confirmation_token, "confirmation_token");
      return cardMethod(String(token.card_number), null);
    }
    const method = paymentMethodOf(params.payment_method);
    if (!method) return missing(String(params.payment_method ?? ""), "payment_method");
    return method;
  }

  function declined(intent: StripeObject, method: StripeObject, reason: string): Answer {
    const decline = DECLINES[reason] ?? (DECLINES.generic_decline as (typeof DECLINES)[string]);
    intent.status = "requires_payment_method";
    intent.last_payment_error = { type: "card_error", ...decline, payment_method: method };
    return {
      status: 402,
      body: { error: { type: "card_error", ...decline, payment_intent: intent, payment_method: method } },
    };
  }

  function createPaymentIntent(params: Params): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) return invalid("Amount must be at least $0.50 usd", "amount");
    if (typeof params.currency !== "string") return invalid("Missing required param: currency.", "currency");
    const method = methodFor(params);
    if (!("id" in method)) return method as Answer;
    const customer = typeof params.customer === "string" ? params.customer : null;
    if (customer && !objects.has(customer)) return missing(customer, "customer");
    const offSession = params.off_session === "true";
    if (offSession && method.customer === null)
      return invalid(
        "The provided PaymentMethod must be attached to a Customer to be used off-session.",
        "payment_method",
      );
    const intent: StripeObject = store({
      id: newId("pi"),
      object: "payment_intent",
      amount,
      currency: params.currency,
      status: "requires_confirmation",
      client_secret: "",
      customer,
      description: params.description ?? null,
      receipt_email: params.receipt_email ?? null,
      metadata: (params.metadata as Params) ?? {},
      payment_method: method.id,
      setup_future_usage: params.setup_future_usage ?? null,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
    // Saving for later attaches the method to the customer (Stripe does so on success).
    if (params.setup_future_usage && customer) method.customer = customer;
    const behavior = behaviors.get(method.id) ?? "succeed";
    if (behavior === "generic_decline" || behavior === "insufficient_funds") return declined(intent, method, behavior);
    const challenge = behavior === "authentication_always" || (behavior === "authentication_required" && !offSession);
    if (challenge && offSession) return declined(intent, method, "authentication_required");
    if (challenge) {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: {} };
    } else {
      intent.status = "succeeded";
      intent.latest_charge = newId("ch");
    }
    return { status: 200, body: expanded(intent, params) };
  }

  function createSetupIntent(params: Params): Answer {
    const method = methodFor(params);
    if (!("id" in method)) return method as Answer;
    const customer = typeof params.customer === "string" ? params.customer : null;
    if (customer) method.customer = customer;
    const intent = store({
      id: newId("seti"),
      object: "setup_intent",
      status: "succeeded",
      customer,
      usage: params.usage ?? "off_session",
      payment_method: method.id,
      metadata: (params.metadata as Params) ?? {},
      client_secret: "",
      last_setup_error: null as Params | null,
      next_action: null as Params | null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
    // Saving a card checks it as Stripe does: declines are 402 with the SetupIntent, 3-D Secure cards ask for it.
    const behavior = behaviors.get(method.id) ?? "succeed";
    if (behavior === "generic_decline" || behavior === "insufficient_funds") {
      const decline = DECLINES[behavior] as (typeof DECLINES)[string];
      intent.status = "requires_payment_method";
      intent.last_setup_error = { type: "card_error", ...decline, payment_method: method };
      return {
        status: 402,
        body: { error: { type: "card_error", ...decline, setup_intent: intent, payment_method: method } },
      };
    }
    if (behavior === "authentication_required" || behavior === "authentication_always") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: {} };
    }
    return { status: 200, body: expanded(intent, params) };
  }

  function createRefund(params: Params): Answer {
    const intent = objects.get(String(params.payment_intent ?? ""));
    if (intent?.object !== "payment_intent") return missing(String(params.payment_intent ?? ""), "payment_intent");
    if (intent.status !== "succeeded")
      return invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        "payment_intent",
      );
    const amount = params.amount === undefined ? Number(intent.amount) : Number(params.amount);
    const refunded = [...objects.values()]
      .filter(
        (object) =>
          object.object === "refund" &&
          object.payment_intent === intent.id &&
          object.status !== "failed" &&
          object.status !== "canceled",
      )
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    if (amount + refunded > Number(intent.amount))
      return invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((Number(intent.amount) - refunded) / 100).toFixed(2)})`,
        "amount",
      );
    const refund = store({
      id: newId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: state.refundsSettleLater ? "pending" : "succeeded",
      failure_reason: null,
      metadata: (params.metadata as Params) ?? {},
      created: Math.floor(Date.now() / 1000),
    });
    return { status: 200, body: refund };
  }

  /** Stripe's list shape, in one page. */
  function list(collection: string, params: Params): Answer {
    const kind = { products: "product", prices: "price", customers: "customer", subscriptions: "subscription" }[
      collection
    ];
    const data = [...objects.values()].filter(
      (object) =>
        object.object === kind && (kind !== "subscription" || params.status === "all" || object.status !== "canceled"),
    );
    return { status: 200, body: { object: "list", url: `/v1/${collection}`, has_more: false, data } };
  }

  function route(method: string, path: string, params: Params, known: KnownKey, key: string): Answer {
    const listed = /^\/v1\/(products|prices|customers|subscriptions)$/.exec(path);
    if (method === "GET" && listed) return list(listed[1] ?? "", params);
    if (method === "GET" && path === "/v1/account") {
      if (!known.canReadAccount)
        return {
          status: 403,
          body: stripeError(
            "invalid_request_error",
            `The provided key '${redacted(key)}' does not have the required permissions for this endpoint on account '${known.accountId}'.`,
          ),
        };
      return {
        status: 200,
        body: { id: known.accountId, object: "account", charges_enabled: true, country: "US", default_currency: "usd" },
      };
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(params);
    if (method === "POST" && path === "/v1/setup_intents") return createSetupIntent(params);
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    if (method === "POST" && path === "/v1/customers")
      return {
        status: 200,
        body: store({
          id: newId("cus"),
          object: "customer",
          email: params.email ?? null,
          metadata: params.metadata ?? {},
        }),
      };
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === "POST" && detach) {
      const paymentMethod = objects.get(detach[1] ?? "");
      if (paymentMethod?.object !== "payment_method") return missing(detach[1] ?? "");
      if (!paymentMethod.customer)
        return invalid(`The payment method you provided is not attached to a customer so detachment is impossible.`);
      paymentMethod.customer = null;
      return { status: 200, body: paymentMethod };
    }
    const byId =
      /^\/v1\/(payment_intents|setup_intents|payment_methods|refunds|disputes)\/([^/]+)(\/cancel|\/close)?$/.exec(path);
    if (byId) {
      const [, collection, id = "", cancel] = byId;
      const object = objects.get(id);
      const kind = {
        payment_intents: "payment_intent",
        setup_intents: "setup_intent",
        payment_methods: "payment_method",
        refunds: "refund",
        disputes: "dispute",
      }[collection as "payment_intents"];
      if (!object || object.object !== kind) return missing(id);
      if (method === "GET" && !cancel) return { status: 200, body: expanded(object, params) };
      // Closing a dispute concedes it: Stripe settles it as lost (only while it awaits a response).
      if (method === "POST" && cancel === "/close" && kind === "dispute") {
        if (!String(object.status).endsWith("needs_response"))
          return invalid(`This dispute is already closed or under review (status: ${object.status}).`);
        object.status = "lost";
        return { status: 200, body: expanded(object, params) };
      }
      if (method === "POST" && cancel === "/cancel" && kind === "payment_intent") {
        if (object.status === "succeeded")
          return invalid(
            `You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          );
        object.status = "canceled";
        object.next_action = null;
        return { status: 200, body: expanded(object, params) };
      }
    }
    return {
      status: 404,
      body: stripeError("invalid_request_error", `Unrecognized request URL (${method}: ${path}).`),
    };
  }

  function handle(request: IncomingMessage, text: string): Answer {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "";
    const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, key, idempotencyKey });
    if (state.unavailable)
      return { status: 500, body: stripeError("api_error", "An unknown error occurred on Stripe's end.") };
    const known = key ? keys.get(key) : undefined;
    if (!key || !known)
      return {
        status: 401,
        body: stripeError("invalid_request_error", `Invalid API Key provided: ${key ? redacted(key) : "(none)"}`),
      };
    const params = method === "GET" ? parseForm(url.search.slice(1)) : parseForm(text);
    if (method !== "POST" || !idempotencyKey) return route(method, url.pathname, params, known, key);
    const slot = `${key} ${url.pathname} ${idempotencyKey}`;
    const earlier = idempotency.get(slot);
    if (earlier) {
      if (earlier.params !== text)
        return {
          status: 400,
          body: stripeError(
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        };
      return { ...earlier.answer, replayed: true };
    }
    const answer = route(method, url.pathname, params, known, key);
    // Stripe keeps the first answer, errors included, except its own failures (5xx).
    if (answer.status < 500) idempotency.set(slot, { params: text, answer });
    return answer;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const { status, body, replayed } = handle(request, Buffer.concat(chunks).toString("utf8"));
      const created = body as StripeObject;
      const fresh = !replayed && status === 200 && request.method === "POST";
      if (state.beforeAnswering && fresh && created.object === "payment_intent") await state.beforeAnswering(created);
      if (state.dropAnswersTo !== null && request.url?.startsWith(state.dropAnswersTo)) {
        request.socket.destroy();
        return;
      }
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": newId("req"),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addKey: (secretKey, accountId, options = {}) =>
      keys.set(secretKey, { accountId, canReadAccount: options.canReadAccount ?? true }),
    confirmationToken: (cardNumber) =>
      store({ id: newId("ctoken"), object: "confirmation_token", card_number: cardNumber.replace(/\s/g, "") }).id,
    authenticate(paymentIntentId, outcome) {
      const intent = objects.get(paymentIntentId);
      if (intent?.status !== "requires_action") throw new Error(`${paymentIntentId} awaits no authentication`);
      intent.next_action = null;
      if (outcome === "succeed") {
        intent.status = "succeeded";
        if (intent.object === "payment_intent") intent.latest_charge = newId("ch");
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          type: "card_error",
          code: "payment_intent_authentication_failure",
          message:
            "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
          payment_method: objects.get(String(intent.payment_method)),
        };
      }
    },
    requests,
    object: (id) => objects.get(id),
    objectsOf: (kind) => [...objects.values()].filter((object) => object.object === kind),
    put: store,
    savedCard: (cardNumber, customerId) => cardMethod(cardNumber.replace(/\s/g, ""), customerId),
    get unavailable() {
      return state.unavailable;
    },
    set unavailable(value: boolean) {
      state.unavailable = value;
    },
    get dropAnswersTo() {
      return state.dropAnswersTo;
    },
    set dropAnswersTo(path: string | null) {
      state.dropAnswersTo = path;
    },
    get refundsSettleLater() {
      return state.refundsSettleLater;
    },
    set refundsSettleLater(value: boolean) {
      state.refundsSettleLater = value;
    },
    settleRefund(refundId, status) {
      const refund = objects.get(refundId);
      if (refund?.object !== "refund") throw new Error(`no refund ${refundId}`);
      refund.status = status;
      refund.failure_reason = status === "failed" ? "expired_or_canceled_card" : null;
      return refund;
    },
    openDispute(paymentIntentId, options = {}) {
      const intent = objects.get(paymentIntentId);
      if (intent?.status !== "succeeded") throw new Error(`${paymentIntentId} has no charge to dispute`);
      const created = Math.floor(Date.now() / 1000);
      return store({
        id: newId("dp"),
        object: "dispute",
        amount: options.amount ?? Number(intent.amount),
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        status: options.status ?? "needs_response",
        reason: options.reason ?? "fraudulent",
        evidence_details: { due_by: created + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        created,
      });
    },
    moveDispute(disputeId, status) {
      const dispute = objects.get(disputeId);
      if (dispute?.object !== "dispute") throw new Error(`no dispute ${disputeId}`);
      dispute.status = status;
      return dispute;
    },
    get beforeAnsweringPaymentIntent() {
      return state.beforeAnswering;
    },
    set beforeAnsweringPaymentIntent(hook) {
      state.beforeAnswering = hook;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
