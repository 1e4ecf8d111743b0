import { afterEach, describe, expect, it, vi } from "vitest";
import { type AccessLine, AccessLineEncoder } from "./access-line.ts";

const line = (fields: Partial<AccessLine> = {}): AccessLine => ({
  level: "info",
  requestId: "4f1c0b9e-2d7a-4c1e-9a51-0d6c3f2b8e11",
  method: "GET",
  route: "/api/auth/get-session",
  status: 200,
  durationMs: 0.21,
  ...fields,
});

/** Encodes into a buffer that is exactly as large as the encoder says a line can be. */
function encoded(encoder: AccessLineEncoder, access: AccessLine): string {
  const buffer = new Uint8Array(encoder.maxBytes(access));
  return Buffer.from(buffer.subarray(0, encoder.encode(access, buffer, 0))).toString("utf8");
}

describe("AccessLineEncoder", () => {
  afterEach(() => vi.useRealTimers());

  it("writes one JSON line with pino's field order and the wall-clock time", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-28T18:40:57.253Z"), toFake: ["Date"] });
    const text = encoded(new AccessLineEncoder(), line());
    expect(text).toBe(
      '{"level":"info","time":"2026-11-28T18:40:57.253Z","service":"gatehouse","request_id":"4f1c0b9e-2d7a-4c1e-9a51-0d6c3f2b8e11","method":"GET","route":"/api/auth/get-session","status":200,"duration_ms":0.21,"msg":"request"}\n',
    );
  });

  it("keeps the time right across milliseconds, seconds and a clock set back", () => {
    const encoder = new AccessLineEncoder();
    const times = [
      "2026-11-28T18:40:57.253Z",
      "2026-11-28T18:40:57.254Z",
      "2026-11-28T18:40:57.999Z",
      "2026-11-28T18:40:58.000Z",
      "2026-11-28T18:40:58.007Z",
      "2026-11-28T18:40:58.070Z",
      "2026-11-28T18:40:58.700Z",
      "2026-11-28T18:40:58.007Z",
      "2026-11-28T18:39:01.001Z",
      "+010000-01-01T00:00:00.123Z",
    ];
    for (const time of times) {
      vi.useFakeTimers({ now: Date.parse(time), toFake: ["Date"] });
      expect(JSON.parse(encoded(encoder, line())).time).toBe(time);
      expect(JSON.parse(encoded(encoder, line({ level: "debug" }))).time).toBe(time);
    }
  });

  it("writes every field as JSON.stringify would, whatever the level, route, status and duration", () => {
    const encoder = new AccessLineEncoder();
    const cases: AccessLine[] = [
      line({ level: "debug", route: "/readyz", status: 503 }),
      line({ method: "POST", route: "/v1/products/{id}", status: 422, durationMs: 1234.5 }),
      line({ route: 'unmatched "é" \\ ✓', durationMs: 0 }),
      line({ method: "\u0001".repeat(12), route: "\u001f".repeat(300), status: 599 }),
      line({ durationMs: 0.05 }),
      line({ durationMs: 99.99 }),
      line({ durationMs: 20_000 }),
      line({ requestId: "x".repeat(128), status: 101 }),
    ];
    for (const access of cases) {
      expect(JSON.parse(encoded(encoder, access))).toEqual({
        level: access.level,
        time: expect.any(String),
        service: "gatehouse",
        request_id: access.requestId,
        method: access.method,
        route: access.route,
        status: access.status,
        duration_ms: access.durationMs,
        msg: "request",
      });
    }
  });

  it("writes lines one after another into a shared buffer, at the offset given", () => {
    const encoder = new AccessLineEncoder();
    const first = line({ status: 404 });
    const second = line({ method: "DELETE", route: "/v1/customers/{id}", status: 204 });
    const buffer = new Uint8Array(encoder.maxBytes(first) + encoder.maxBytes(second));
    const end = encoder.encode(second, buffer, encoder.encode(first, buffer, 0));
    const lines = Buffer.from(buffer.subarray(0, end)).toString("utf8").split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.map((text) => JSON.parse(text).status)).toEqual([404, 204]);
  });
});
