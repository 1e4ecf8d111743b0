import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Stripe's API on loopback (issue 20 item 6): this machine cannot reach Stripe,
 * so the tests point STRIPE_API_URL here. It answers exactly the endpoints Gatehouse calls, with
 * the status codes and error bodies of Stripe's API reference, so the `stripe` SDK raises the
 * same error classes it raises against Stripe:
 * - `GET /v1/account`: the key's account; 401 for an unknown key, 403 for a restricted key
 *   without the account permission.
 * `unavailable` makes every answer Stripe's 500 `api_error` (an outage).
 */
export type StripeStandIn = {
  url: string;
  /** A key Stripe knows, of an account (`acct_...`); `canReadAccount: false` for a narrow restricted key. */
  addKey(secretKey: string, accountId: string, options?: { canReadAccount?: boolean }): void;
  /** Every request received, in order: method, path and the key that made it. */
  readonly requests: Array<{ method: string; path: string; key: string | null }>;
  unavailable: boolean;
  close(): Promise<void>;
};

type KnownKey = { accountId: string; canReadAccount: boolean };

/** Stripe shows a key in its messages with everything but the last four characters starred. */
const redacted = (key: string) => `${key.slice(0, key.indexOf("_", 3) + 1)}${"*".repeat(8)}${key.slice(-4)}`;

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { type, message, ...extra },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const keys = new Map<string, KnownKey>();
  const requests: StripeStandIn["requests"] = [];
  const state = { unavailable: false };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
    requests.push({ method: request.method ?? "", path, key });
    if (state.unavailable)
      return answer(response, 500, stripeError("api_error", "An unknown error occurred on Stripe's end."));
    const known = key ? keys.get(key) : undefined;
    if (!key || !known)
      return answer(
        response,
        401,
        stripeError("invalid_request_error", `Invalid API Key provided: ${key ? redacted(key) : "(none)"}`),
      );
    if (request.method === "GET" && path === "/v1/account") {
      if (!known.canReadAccount)
        return answer(
          response,
          403,
          stripeError(
            "invalid_request_error",
            `The provided key '${redacted(key)}' does not have the required permissions for this endpoint on account '${known.accountId}'.`,
          ),
        );
      return answer(response, 200, {
        id: known.accountId,
        object: "account",
        business_type: null,
        charges_enabled: true,
        country: "US",
        default_currency: "usd",
        details_submitted: true,
        payouts_enabled: true,
        type: "standard",
      });
    }
    return answer(
      response,
      404,
      stripeError("invalid_request_error", `Unrecognized request URL (${request.method}: ${path}).`),
    );
  };

  const server = createServer((request, response) => {
    // Stripe's requests are form-encoded; read the body so the connection is reusable.
    request.resume();
    request.on("end", () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addKey: (secretKey, accountId, options = {}) =>
      keys.set(secretKey, { accountId, canReadAccount: options.canReadAccount ?? true }),
    requests,
    get unavailable() {
      return state.unavailable;
    },
    set unavailable(value: boolean) {
      state.unavailable = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
