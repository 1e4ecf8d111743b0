import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createGatehouse, verifyWebhook, type WebhookRefusalReason, WebhookVerificationError } from "../src/index.ts";

const SECRET = "whsec_c2VjcmV0LWtleS1vZi10aGUtZW5kcG9pbnQ=";
const BODY = JSON.stringify({
  type: "order.paid",
  timestamp: "2025-06-01T12:00:00.000Z",
  data: { id: "order-1", total_amount: 2500, customer: { external_id: "user-1" } },
});

/**
 * Signs as Gatehouse does, from the definition: HMAC-SHA256 over `id.timestamp.body`, keyed with
 * the UTF-8 bytes of the whole secret string, base64, prefixed `v1,`.
 */
function sign(body: string, options: { secret?: string; id?: string; at?: number; key?: Buffer } = {}) {
  const id = options.id ?? "msg_2fK9";
  const timestamp = String(options.at ?? Math.floor(Date.now() / 1000));
  const key = options.key ?? Buffer.from(options.secret ?? SECRET, "utf8");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}

function refusal(verify: () => unknown): { reason: WebhookRefusalReason; message: string } {
  try {
    verify();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    const { reason, message } = error as WebhookVerificationError;
    return { reason, message };
  }
  throw new Error("the delivery was accepted");
}

describe("verifyWebhook", () => {
  it("returns the event of a delivery signed with the endpoint's secret", () => {
    expect(verifyWebhook(BODY, sign(BODY), SECRET)).toEqual(JSON.parse(BODY));
  });

  it("reads the headers from a Fetch Headers, from Node's header object in any case, and the body as bytes", () => {
    const headers = sign(BODY);
    expect(verifyWebhook(BODY, new Headers(headers), SECRET).type).toBe("order.paid");
    const nodeStyle = {
      "Webhook-Id": headers["webhook-id"],
      "WEBHOOK-TIMESTAMP": headers["webhook-timestamp"],
      "webhook-signature": [headers["webhook-signature"]],
      "content-type": "application/json",
    };
    expect(verifyWebhook(new TextEncoder().encode(BODY), nodeStyle, SECRET).data).toMatchObject({ id: "order-1" });
    // The client on the gatehouse object is the same verifier.
    expect(createGatehouse({ baseUrl: "http://127.0.0.1:9" }).verifyWebhook(BODY, headers, SECRET).type).toBe(
      "order.paid",
    );
  });

  it("accepts any one matching v1 signature among several (a secret being rotated)", () => {
    const good = sign(BODY);
    const old = sign(BODY, { secret: "whsec_previous" });
    const headers = {
      ...good,
      "webhook-signature": `${old["webhook-signature"]} v1a,xyz ${good["webhook-signature"]}`,
    };
    expect(verifyWebhook(BODY, headers, SECRET).type).toBe("order.paid");
  });

  it("refuses a delivery signed with another secret, and the key read as base64 instead of the whole string", () => {
    expect(refusal(() => verifyWebhook(BODY, sign(BODY, { secret: "whsec_other" }), SECRET))).toEqual({
      reason: "invalid_signature",
      message: "No matching signature found",
    });
    const base64Key = Buffer.from(SECRET.slice("whsec_".length), "base64");
    expect(refusal(() => verifyWebhook(BODY, sign(BODY, { key: base64Key }), SECRET)).reason).toBe("invalid_signature");
  });

  it("refuses a tampered body, and a signature moved to another id", () => {
    const headers = sign(BODY);
    const tampered = BODY.replace("2500", "1");
    expect(refusal(() => verifyWebhook(tampered, headers, SECRET)).reason).toBe("invalid_signature");
    expect(refusal(() => verifyWebhook(BODY, { ...headers, "webhook-id": "msg_other" }, SECRET)).reason).toBe(
      "invalid_signature",
    );
  });

  it("refuses a timestamp more than 300 seconds from now, either way; within it is accepted", () => {
    const now = Math.floor(Date.now() / 1000);
    expect(refusal(() => verifyWebhook(BODY, sign(BODY, { at: now - 301 }), SECRET))).toEqual({
      reason: "timestamp_too_old",
      message: "Message timestamp too old",
    });
    expect(refusal(() => verifyWebhook(BODY, sign(BODY, { at: now + 301 }), SECRET))).toEqual({
      reason: "timestamp_too_new",
      message: "Message timestamp too new",
    });
    expect(verifyWebhook(BODY, sign(BODY, { at: now - 290 }), SECRET).type).toBe("order.paid");
  });

  it("refuses missing or unreadable headers", () => {
    const { "webhook-signature": _, ...unsigned } = sign(BODY);
    expect(refusal(() => verifyWebhook(BODY, unsigned, SECRET))).toEqual({
      reason: "missing_headers",
      message: "Missing required headers",
    });
    const headers = sign(BODY);
    expect(refusal(() => verifyWebhook(BODY, { ...headers, "webhook-timestamp": "12abc" }, SECRET))).toEqual({
      reason: "invalid_headers",
      message: "Invalid Signature Headers",
    });
  });

  it("refuses a signed body that is no Gatehouse event", () => {
    for (const body of ["[]", "not json", JSON.stringify({ type: "order.paid" })])
      expect(refusal(() => verifyWebhook(body, sign(body), SECRET)).reason).toBe("invalid_payload");
  });

  it("a missing secret is the app's mistake, not the sender's: a TypeError", () => {
    expect(() => verifyWebhook(BODY, sign(BODY), "")).toThrow(TypeError);
  });
});
