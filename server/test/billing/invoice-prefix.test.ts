import { describe, expect, it } from "vitest";
import { invoicePrefix } from "../../src/billing/orders/paid-order.ts";

describe("invoice prefix from the organization's slug", () => {
  it("keeps whole words, upper-cased and joined by hyphens (never 'ACMEROBOTI')", () => {
    expect(invoicePrefix("acme-robotics")).toBe("ACME-ROBOTICS");
    expect(invoicePrefix("acme")).toBe("ACME");
    expect(invoicePrefix("billing-co")).toBe("BILLING-CO");
  });

  it("drops the words that no longer fit in 20 characters, and cuts a single longer word", () => {
    expect(invoicePrefix("northern-lights-photo-studio")).toBe("NORTHERN-LIGHTS");
    expect(invoicePrefix("supercalifragilisticexpialidocious")).toBe("SUPERCALIFRAGILISTIC");
    expect(invoicePrefix("---")).toBe("INV");
  });
});
