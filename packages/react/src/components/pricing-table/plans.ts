import type { MeteredPrice, RecurringInterval, StorefrontPrice, StorefrontProduct } from "./storefront.js";

/** A price a customer chooses (fixed, pay what you want, free or per seat); metered prices come on top. */
export type StaticPrice = Exclude<StorefrontPrice, MeteredPrice>;

/** One way to buy a plan: a product at one interval (or once), with its static price and its metered prices. */
export interface PlanOption {
  product: StorefrontProduct;
  price: StaticPrice;
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

const isStatic = (price: StorefrontPrice): price is StaticPrice => price.amount_type !== "metered_unit";

function optionsOf(product: StorefrontProduct): PlanOption[] {
  const prices = product.prices.filter((price) => !price.is_archived);
  const metered = prices.filter((price): price is MeteredPrice => price.amount_type === "metered_unit");
  const statics = prices.filter(isStatic);
  const intervalCount = product.recurring_interval_count ?? 1;
  // A legacy product holds one static price per interval, each naming its own.
  if (product.recurring_interval === null && statics.some((price) => price.legacy && price.recurring_interval)) {
    return statics.map((price) => ({
      product,
      price,
      metered,
      interval: price.recurring_interval ?? null,
      intervalCount,
    }));
  }
  const price = statics[0];
  return price ? [{ product, price, metered, interval: product.recurring_interval, intervalCount }] : [];
}

/**
 * The seller's products as cards, in the catalogue's order: subscription products of the same
 * name join one card (its options are their intervals); every one-time product is a card of its
 * own. Archived products and prices are left out.
 */
export function plansOf(products: StorefrontProduct[]): Plan[] {
  const plans: Plan[] = [];
  const byName = new Map<string, Plan>();
  for (const product of products) {
    if (product.is_archived) continue;
    const options = optionsOf(product);
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
