import { webhooks as webhooks10 } from "@polar-sh/sdk/2026-10";
import { validateEvent as validateEvent047 } from "polar-sdk-047/webhooks";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "../../src/billing/webhook-delivery/schedule.ts";
import { signDelivery } from "../../src/billing/webhook-delivery/signing.ts";
import {
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookVerificationError,
} from "../../src/billing/webhook-delivery/verify.ts";
import { newWebhookSecret } from "../../src/billing/webhook-endpoints/service.ts";

const secret = newWebhookSecret();
const body = JSON.stringify({ type: "organization.updated", timestamp: "2026-01-01T00:00:00.000Z", data: { id: "x" } });
const id = "9b2c6a5e-3c5d-4a4e-9a6f-2f1b2c3d4e5f";

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

describe("verifyWebhook (Standard Webhooks' checks and messages)", () => {
  it("accepts a Gatehouse delivery and returns its payload, with Headers or a plain object in any case", () => {
    const headers = signDelivery(secret, id, body);
    expect(verifyWebhook(body, headers, secret)).toEqual(JSON.parse(body));
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(headers), secret)).toEqual(JSON.parse(body));
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyWebhook(body, upper, secret)).toEqual(JSON.parse(body));
    // Several signatures (a secret rotation): one match is enough.
    expect(
      verifyWebhook(body, { ...headers, "webhook-signature": `v1,AAAA ${headers["webhook-signature"]}` }, secret),
    ).toEqual(JSON.parse(body));
  });

  it("Missing required headers", () => {
    const headers = signDelivery(secret, id, body);
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"] as const) {
      const { [name]: _dropped, ...rest } = headers;
      expect(refusal(() => verifyWebhook(body, rest, secret))).toBe("Missing required headers");
    }
    expect(refusal(() => verifyWebhook(body, { ...headers, "webhook-id": "" }, secret))).toBe(
      "Missing required headers",
    );
  });

  it("Invalid Signature Headers: a timestamp that is not a number of seconds", () => {
    const headers = signDelivery(secret, id, body);
    for (const timestamp of ["soon", "12.5", "-5", "1e9"]) {
      expect(refusal(() => verifyWebhook(body, { ...headers, "webhook-timestamp": timestamp }, secret))).toBe(
        "Invalid Signature Headers",
      );
    }
  });

  it("Message timestamp too old / too new: 300 s tolerance either way", () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    const now = new Date("2026-06-01T12:00:00Z");
    const at = (offsetSeconds: number) =>
      signDelivery(secret, id, body, new Date(now.getTime() + offsetSeconds * 1000));
    expect(refusal(() => verifyWebhook(body, at(-301), secret, { now }))).toBe("Message timestamp too old");
    expect(refusal(() => verifyWebhook(body, at(301), secret, { now }))).toBe("Message timestamp too new");
    expect(verifyWebhook(body, at(-300), secret, { now })).toEqual(JSON.parse(body));
    expect(verifyWebhook(body, at(300), secret, { now })).toEqual(JSON.parse(body));
  });

  it("No matching signature found: another secret, a changed body, id or timestamp, another version", () => {
    const headers = signDelivery(secret, id, body);
    expect(refusal(() => verifyWebhook(body, headers, newWebhookSecret()))).toBe("No matching signature found");
    expect(refusal(() => verifyWebhook(`${body} `, headers, secret))).toBe("No matching signature found");
    expect(refusal(() => verifyWebhook(body, { ...headers, "webhook-id": "other" }, secret))).toBe(
      "No matching signature found",
    );
    expect(
      refusal(() =>
        verifyWebhook(
          body,
          { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) - 1) },
          secret,
        ),
      ),
    ).toBe("No matching signature found");
    expect(
      refusal(() =>
        verifyWebhook(
          body,
          { ...headers, "webhook-signature": headers["webhook-signature"].replace("v1,", "v2,") },
          secret,
        ),
      ),
    ).toBe("No matching signature found");
    expect(refusal(() => verifyWebhook(body, { ...headers, "webhook-signature": "garbage" }, secret))).toBe(
      "No matching signature found",
    );
  });
});

describe("the signing key (the UTF-8 bytes of the whole whsec_ secret, as the Polar SDKs use it)", () => {
  it("standardwebhooks, SDK 0.47's and SDK 1.0's validateEvent all accept Gatehouse's signature", async () => {
    const headers = signDelivery(secret, id, body);
    expect(new Webhook(Buffer.from(secret, "utf8").toString("base64")).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => validateEvent047(body, headers, secret)).not.toThrow(/signature/i);
    await expect(webhooks10.validateEvent(body, headers, secret)).resolves.toMatchObject({
      type: "organization.updated",
    });
  });

  it("a key decoded from the base64 after whsec_ would not be what 0.47 accepts", () => {
    const headers = signDelivery(secret, id, body);
    // standardwebhooks' own reading of a whsec_ secret: base64-decode what follows the prefix.
    expect(() => new Webhook(secret).verify(body, headers)).toThrow("No matching signature found");
    const decodedKeySignature = new Webhook(secret).sign(
      id,
      new Date(Number(headers["webhook-timestamp"]) * 1000),
      body,
    );
    expect(() => validateEvent047(body, { ...headers, "webhook-signature": decodedKeySignature }, secret)).toThrow(
      "No matching signature found",
    );
  });

  it("the SDKs refuse what verifyWebhook refuses", async () => {
    const headers = signDelivery(secret, id, body);
    expect(() => validateEvent047(`${body} `, headers, secret)).toThrow("No matching signature found");
    await expect(webhooks10.validateEvent(`${body} `, headers, secret)).rejects.toThrow("No matching signature found");
  });
});

describe("retry schedule", () => {
  it("follows Standard Webhooks' 5 s, 5 min, 30 min, 2 h, 5 h, 10 h ... with a 5 s base, capped", () => {
    const schedule = { baseMs: 5_000, maxMs: 36_000_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((n) => retryDelayMs(n, schedule) / 1000)).toEqual([
      5, 300, 1800, 7200, 18000, 36000, 36000, 36000,
    ]);
    expect(retryDelayMs(3, { baseMs: 20, maxMs: 60 })).toBe(60);
  });
});
