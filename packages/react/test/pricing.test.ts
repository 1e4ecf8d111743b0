import { describe, expect, it } from "vitest";
import { seatsAmount } from "../../../server/src/billing/products/seat-tiers.ts";
import { tieredAmount as serverTieredAmount } from "../../../server/src/billing/products/tier-amounts.ts";
import { seatTotal } from "../src/components/pricing-table/money.ts";
import { plansOf, tableCurrency } from "../src/components/pricing-table/plans.ts";
import { type PriceWords, priceText } from "../src/components/pricing-table/price-text.ts";
import { quantityOf } from "../src/components/pricing-table/quantity.ts";
import type {
  MeteredTiersPrice,
  StorefrontPrice,
  StorefrontProduct,
  Tiers,
  UnitPrice,
} from "../src/components/pricing-table/storefront.ts";
import { tieredAmount } from "../src/components/pricing-table/tiers.ts";
import { createTranslate, locales, type SupportedLocale } from "../src/i18n/index.ts";

/** The pricing table's arithmetic and words, without a browser; every expected amount is worked out in its comment. */

const wordsIn = (language: SupportedLocale, formatLocale: string = language): PriceWords => ({
  t: createTranslate(language, locales[language]),
  language,
  formatLocale,
});
const english = wordsIn("en", "en-US");
/** German amounts put a no-break space before the currency sign. */
const spaced = (text: string | undefined) => text?.replace(/\u00a0/g, " ");

const base = { is_archived: false, product_id: "p" };
/** 1–10 units at $5.00, 11–100 at $3.505 (graduated), 3 units at least; devices in English. */
const devices: UnitPrice = {
  ...base,
  id: "units-usd",
  price_currency: "usd",
  amount_type: "unit_based",
  tiers: {
    type: "graduated",
    tiers: [
      { bound: 10, unit_amount: "500" },
      { bound: 100, unit_amount: "350.5" },
    ],
  },
  minimum_units: 3,
  maximum_units: 100,
  unit_label: { en: { "=1": "device", other: "devices" } },
};
/** 1–1,000 units at $0.10, then $0.05 for every unit (volume), at most $50.00 a period. */
const storage = (currency: string): MeteredTiersPrice => ({
  ...base,
  id: `storage-${currency}`,
  price_currency: currency,
  amount_type: "metered_tiers",
  tiers: {
    type: "volume",
    tiers: [
      { bound: 1000, unit_amount: "10" },
      { bound: null, unit_amount: "5" },
    ],
  },
  cap_amount: 5000,
  meter: { id: "m", name: "Storage" },
});
const fixed = (currency: string, amount: number): StorefrontPrice => ({
  ...base,
  id: `fixed-${currency}-${amount}`,
  price_currency: currency,
  amount_type: "fixed",
  price_amount: amount,
});
const product = (id: string, prices: StorefrontPrice[], extra: Partial<StorefrontProduct> = {}): StorefrontProduct => ({
  id,
  name: id,
  description: null,
  recurring_interval: "month",
  recurring_interval_count: 1,
  is_recurring: true,
  is_archived: false,
  prices,
  benefits: [],
  ...extra,
});

describe("tier arithmetic", () => {
  const rateSets = [
    [
      { bound: 10, unit_amount: "500" },
      { bound: 100, unit_amount: "350.5" },
    ],
    [
      { bound: 3, unit_amount: "33.333333333333" },
      { bound: 50, unit_amount: "0.125" },
      { bound: null, unit_amount: "0.000000000001" },
    ],
    [{ bound: null, unit_amount: "0.29" }],
  ];

  it("computes what the server computes, volume and graduated, at every quantity", () => {
    let compared = 0;
    for (const tiers of rateSets)
      for (const type of ["volume", "graduated"] as const)
        for (const quantity of [-1, 0, 1, 2, 3, 4, 9, 10, 11, 12, 49, 50, 51, 99, 100, 101, 150, 1_000_000]) {
          const priced: Tiers = { type, tiers };
          expect(tieredAmount(priced, quantity), `${type} ${quantity}`).toBe(serverTieredAmount(priced, quantity));
          compared += 1;
        }
    expect(compared).toBe(108);
  });

  it("matches hand-computed totals, rounded once half up", () => {
    // Graduated: 10 × 500 + 1 × 350.5 = 5350.5 → 5351; 3 × 500 = 1500; 10 × 500 + 90 × 350.5 = 36545.
    expect(tieredAmount(devices.tiers, 11)).toBe(5351);
    expect(tieredAmount(devices.tiers, 3)).toBe(1500);
    expect(tieredAmount(devices.tiers, 100)).toBe(36545);
    // Volume: all 11 at 350.5 = 3855.5 → 3856.
    expect(tieredAmount({ ...devices.tiers, type: "volume" }, 11)).toBe(3856);
    // 0.29 × 50 is 14.5 exactly (14.499999999999998 in floating point) → 15.
    expect(tieredAmount({ type: "volume", tiers: [{ bound: null, unit_amount: "0.29" }] }, 50)).toBe(15);
  });

  it("prices seats by the same arithmetic, graduated tiers counted from the first seat", () => {
    const seatTiers = {
      seat_tier_type: "graduated" as const,
      tiers: [
        { min_seats: 2, max_seats: 4, price_per_seat: 1000 },
        { min_seats: 5, max_seats: 10, price_per_seat: 800 },
      ],
    };
    // 3 seats: all in the first tier, 3 × 1000; 6 seats: 4 × 1000 + 2 × 800.
    expect(seatTotal(seatTiers, 3)).toBe(3000);
    expect(seatTotal(seatTiers, 6)).toBe(5600);
    expect(seatTotal({ ...seatTiers, seat_tier_type: "volume" }, 6)).toBe(4800); // 6 × 800
    for (const seats of [2, 3, 4, 5, 10, 11])
      for (const type of ["volume", "graduated"] as const)
        expect(seatTotal({ ...seatTiers, seat_tier_type: type }, seats)).toBe(
          seatsAmount({ ...seatTiers, seat_tier_type: type }, seats),
        );
  });
});

describe("the table's currency", () => {
  const usdOnly = product("Pro", [fixed("usd", 1200)]);
  const both = product("Studio", [fixed("usd", 2000), storage("usd"), fixed("eur", 1800), storage("eur")]);

  it("is the one asked for, else the first every product is priced in, else the first of any", () => {
    expect(tableCurrency([usdOnly, both], "EUR")).toBe("eur");
    expect(tableCurrency([usdOnly, both])).toBe("usd");
    const eurFirst = product("Euro", [fixed("eur", 900), fixed("usd", 1000)]);
    expect(tableCurrency([eurFirst, both])).toBe("eur");
    expect(tableCurrency([product("A", [fixed("gbp", 500)]), product("B", [fixed("eur", 500)])])).toBe("gbp");
    // An archived product does not hold the others back; a product with metered prices only has no say.
    expect(tableCurrency([product("Old", [fixed("gbp", 1)], { is_archived: true }), eurFirst])).toBe("eur");
    expect(tableCurrency([product("Meter", [storage("gbp")]), eurFirst])).toBe("eur");
    expect(tableCurrency([])).toBeNull();
  });

  it("shows each product's price in it, else its first, with the metered prices of the same currency", () => {
    const [pro, studio] = plansOf([usdOnly, both], "eur");
    expect(pro?.options[0]?.price.id).toBe("fixed-usd-1200");
    expect(studio?.options[0]?.price.id).toBe("fixed-eur-1800");
    expect(studio?.options[0]?.metered.map((price) => price.id)).toEqual(["storage-eur"]);
    const inDollars = plansOf([usdOnly, both], "usd")[1]?.options[0];
    expect(inDollars?.price.id).toBe("fixed-usd-2000");
    expect(inDollars?.metered.map((price) => price.id)).toEqual(["storage-usd"]);
    const text = priceText(studio!.options[0]!, 1, english);
    expect(text.amount).toBe("€18.00");
    // Volume: every unit at the rate of the range the total reaches, at most €50.00.
    expect(text.extras).toEqual([
      "+ Storage: €0.10 per unit for 1–1,000 units, €0.05 per unit for 1,001+ units; the range the total falls in sets the rate of every unit, at most €50.00 per period",
    ]);
  });

  it("leaves out a price type it does not know", () => {
    const unknown = { ...base, id: "x", price_currency: "usd", amount_type: "bundle" } as unknown as StorefrontPrice;
    expect(plansOf([product("Odd", [unknown])], "usd")).toEqual([]);
    expect(plansOf([product("Odd", [unknown, fixed("usd", 100)])], "usd")[0]?.options[0]?.price.id).toBe(
      "fixed-usd-100",
    );
  });
});

describe("a unit-based price on its card", () => {
  it("in English: the seller's nouns, its bounds, its tiers and the total", () => {
    const quantity = quantityOf(devices, english);
    expect(quantity).toMatchObject({ kind: "units", min: 3, max: 100, label: "Number of devices" });
    expect(quantity?.description).toBe(
      "$5.00 per device for 1–10 devices, $3.505 per device for 11–100 devices, each range at its own rate",
    );
    expect(quantity?.problem(3)).toBeNull();
    expect(quantity?.problem(100)).toBeNull();
    expect(quantity?.problem(2)).toBe("Enter between 3 and 100 devices");
    expect(quantity?.problem(101)).toBe("Enter between 3 and 100 devices");
    expect(quantity?.problem(4.5)).toBe("Enter between 3 and 100 devices");
    const option = {
      product: product("Fleet", [devices]),
      price: devices,
      metered: [],
      interval: "month" as const,
      intervalCount: 1,
    };
    expect(priceText(option, 11, english).amount).toBe("$53.51");
  });

  it("without the seller's nouns in the language, the components' own; no upper bound said as such", () => {
    const open: UnitPrice = {
      ...devices,
      tiers: { type: "volume", tiers: [{ bound: null, unit_amount: "250" }] },
      minimum_units: null,
      maximum_units: null,
    };
    const german = quantityOf(open, wordsIn("de", "de-DE"));
    expect(german).toMatchObject({ min: 1, max: null, label: "Anzahl Einheiten" });
    expect(spaced(german?.description)).toBe("2,50 $ pro Einheit");
    expect(german?.problem(0)).toBe("Geben Sie 1 oder mehr Einheiten ein");
    const plain = quantityOf({ ...open, unit_label: null }, english);
    expect(plain?.label).toBe("Number of units");
    expect(plain?.description).toBe("$2.50 per unit");
    // "=1" before "other"; amounts as Austria writes them.
    const regional = quantityOf(
      { ...devices, unit_label: { de: { "=1": "Gerät", other: "Geräte" } } },
      wordsIn("de", "de-AT"),
    );
    expect(regional?.label).toBe("Anzahl Geräte");
    expect(spaced(regional?.description)).toBe(
      "$ 5,00 pro Gerät für 1–10 Geräte, $ 3,505 pro Gerät für 11–100 Geräte, jede Staffel zu ihrem eigenen Preis",
    );
    // The seller's forms for the base language serve a regional one.
    const brazilian = quantityOf(
      { ...devices, unit_label: { pt: { "=1": "aparelho", other: "aparelhos" } } },
      wordsIn("pt-BR"),
    );
    expect(brazilian?.label).toBe("Quantidade (aparelhos)");
    expect(brazilian?.problem(101)).toBe("Informe entre 3 e 100 aparelhos");
  });
});
