import { describe, expect, it } from "vitest";
import { customerSamples } from "../common/wire-samples.ts";
import {
  customer,
  customerCreate,
  customerList,
  customerListQuery,
  customerUpdate,
  customerUpdateExternalId,
} from "./schemas.ts";

describe("customer wire shapes", () => {
  it("parses customers as sent (SDK model Customer / CustomerIndividual)", () => {
    for (const sample of customerSamples) expect(customer.parse(sample)).toEqual(sample);
    expect(
      customerList.safeParse({ items: customerSamples, pagination: { total_count: 2, max_page: 1 } }).success,
    ).toBe(true);
    expect(customer.safeParse({ ...customerSamples[0], tax_id: ["X", "not_a_format"] }).success).toBe(false);
  });

  it("validates create bodies", () => {
    expect(customerCreate.parse({ email: "a@example.com" })).toMatchObject({
      email: "a@example.com",
      type: "individual",
    });
    expect(customerCreate.safeParse({ email: "not-an-email" }).success).toBe(false);
    expect(customerCreate.safeParse({ name: "No email" }).success).toBe(false);
    expect(customerCreate.safeParse({ email: "a@example.com", billing_address: { city: "Paris" } }).success).toBe(
      false,
    );
    expect(
      customerCreate.safeParse({
        email: "a@example.com",
        billing_address: { country: "FR" },
        tax_id: "FR61954506077",
        external_id: "u1",
      }).success,
    ).toBe(true);
  });

  it("only the id route may set an external ID", () => {
    expect(customerUpdate.parse({ external_id: "u2" })).toEqual({ external_id: "u2" });
    expect(customerUpdateExternalId.parse({ external_id: "u2", name: "A" })).toEqual({ name: "A" });
    expect(customerListQuery.parse({ email: "a@example.com", sorting: "-email" })).toMatchObject({
      sorting: [{ field: "email", direction: "desc" }],
    });
  });
});
