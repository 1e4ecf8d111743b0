import { describe, expect, it } from "vitest";
import { sniffImageType } from "./images.ts";

/** An image's type from its signature, whatever a client declared. */

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe("sniffImageType", () => {
  it("recognises PNG, JPEG and WebP signatures", () => {
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes("RIFF", 26, 0, 0, 0, "WEBPVP8L"))).toBe("image/webp");
  });

  it("refuses everything else: SVG, HTML, GIF, other RIFF forms, truncated signatures, nothing", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><script>"))).toBeNull();
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});
