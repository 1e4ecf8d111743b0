import type { MeteredPrice, RecurringInterval, StorefrontPrice, StorefrontProduct } from "./storefront.js";

/** A price a customer chooses (fixed, pay what you want, free, per seat or by units); metered prices come on top. */
export type StaticPrice = Extract<
  StorefrontPrice,
  { amount_type: "fixed" | "custom" | "free" | "seat_based" | "unit_based" }
>;

/** One way to buy a plan: a product at one interval (or once), with its static price and its metered prices. */
export interface PlanOption {
  product: StorefrontProduct;
  price: StaticPrice;
  /** The metered prices in the static price's currency. */
  metered: MeteredPrice[];
  /** Null for a one-time purchase. */
  interval: RecurringInterval | null;
  intervalCount: number;
}

/** A card of the table: the products of one name (a monthly and a yearly one, say), or one one-time product. */
export interface Plan {
  key: string;
  name: string;
  options: PlanOption[];
}

// Listed rather than "everything not metered": a price type the table does not know yet is left out, not misread.
const STATIC_TYPES: ReadonlySet<string> = new Set<StaticPrice["amount_type"]>([
  "fixed",
  "custom",
  "free",
  "seat_based",
  "unit_based",
]);
const METERED_TYPES: ReadonlySet<string> = new Set<MeteredPrice["amount_type"]>(["metered_unit", "metered_tiers"]);

const isStatic = (price: StorefrontPrice): price is StaticPrice => STATIC_TYPES.has(price.amount_type);
const isMetered = (price: StorefrontPrice): price is MeteredPrice => METERED_TYPES.has(price.amount_type);
const currencyOf = (price: StorefrontPrice) => price.price_currency.toLowerCase();

const activePrices = (product: StorefrontProduct) => product.prices.filter((price) => !price.is_archived);

/** The currencies a product can be bought in: those of its static prices, in their order. */
const currenciesOf = (product: StorefrontProduct): string[] => [
  ...new Set(activePrices(product).filter(isStatic).map(currencyOf)),
];

/**
 * The one currency the table shows: `wanted` (any case) when given; else the first currency
 * every product on sale is priced in; else the first currency of any. Null when nothing is priced.
 */
export function tableCurrency(products: StorefrontProduct[], wanted?: string): string | null {
  if (wanted) return wanted.toLowerCase();
  const sold = products
    .filter((product) => !product.is_archived)
    .map(currenciesOf)
    .filter((currencies) => currencies.length > 0);
  const candidates = [...new Set(sold.flat())];
  return (
    candidates.find((currency) => sold.every((currencies) => currencies.includes(currency))) ?? candidates[0] ?? null
  );
}

/** The price in `currency` among `prices`, else the first of them: a product not sold in it shows its own first. */
const inCurrency = <Price extends StorefrontPrice>(prices: Price[], currency: string | null): Price | undefined =>
  prices.find((price) => currencyOf(price) === currency) ?? prices[0];

function optionsOf(product: StorefrontProduct, currency: string | null): PlanOption[] {
  const prices = activePrices(product);
  const statics = prices.filter(isStatic);
  // Metered charges follow the currency of the price they come with.
  const meteredIn = (price: StaticPrice) =>
    prices.filter(isMetered).filter((metered) => currencyOf(metered) === currencyOf(price));
  const intervalCount = product.recurring_interval_count ?? 1;
  const option = (price: StaticPrice, interval: RecurringInterval | null): PlanOption => ({
    product,
    price,
    metered: meteredIn(price),
    interval,
    intervalCount,
  });
  // A legacy product holds one static price per interval, each naming its own.
  if (product.recurring_interval === null && statics.some((price) => price.legacy && price.recurring_interval)) {
    const intervals = [...new Set(statics.map((price) => price.recurring_interval ?? null))];
    return intervals.flatMap((interval) => {
      const price = inCurrency(
        statics.filter((candidate) => (candidate.recurring_interval ?? null) === interval),
        currency,
      );
      return price ? [option(price, interval)] : [];
    });
  }
  const price = inCurrency(statics, currency);
  return price ? [option(price, product.recurring_interval)] : [];
}

/**
 * The seller's products as cards, in the catalogue's order: subscription products of the same
 * name join one card (its options are their intervals); every one-time product is a card of its
 * own. Archived products and prices are left out. Each product shows its price in `currency`
 * (see tableCurrency), or its first static price when it has none in it.
 */
export function plansOf(products: StorefrontProduct[], currency: string | null): Plan[] {
  const plans: Plan[] = [];
  const byName = new Map<string, Plan>();
  for (const product of products) {
    if (product.is_archived) continue;
    const options = optionsOf(product, currency);
    if (options.length === 0) continue;
    const recurring = options.some((option) => option.interval !== null);
    if (!recurring) {
      plans.push({ key: product.id, name: product.name, options });
      continue;
    }
    const key = `plan:${product.name.trim().toLowerCase()}`;
    const existing = byName.get(key);
    if (existing) existing.options.push(...options);
    else {
      const plan = { key, name: product.name, options };
      byName.set(key, plan);
      plans.push(plan);
    }
  }
  return plans;
}

export type Period = "month" | "year";

/** The billing periods to choose between: both only when some plan comes monthly and some yearly. */
export function periodsOf(plans: Plan[]): Period[] {
  const intervals = new Set(plans.flatMap((plan) => plan.options.map((option) => option.interval)));
  return intervals.has("month") && intervals.has("year") ? ["month", "year"] : [];
}

/** The plan's option for the chosen period; a plan without one shows the option it has. */
export function optionFor(plan: Plan, period: Period | null): PlanOption {
  const first = plan.options[0]!;
  if (!period) return first;
  return plan.options.find((option) => option.interval === period && option.intervalCount === 1) ?? first;
}
