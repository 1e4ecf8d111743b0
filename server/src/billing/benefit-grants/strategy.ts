import type { Tx } from "../../db/transaction.ts";
import type { Benefit } from "../benefits/schemas.ts";
import type { ProviderSettings } from "./providers.ts";
import type { GrantProperties } from "./schemas.ts";

/**
 * What granting a benefit does, per type. `grant` returns the grant's properties (Polar
 * `BenefitGrant*Properties`); `revoke` undoes it; `cycle` (a subscription renewed) refreshes it.
 * A strategy that throws leaves the grant's `error` set and its job retried later.
 *
 * github_repository and discord call the provider's API (provider-strategies.ts) once the
 * customer has linked an account. meter_credit writes `meter.credited` / `meter.reset` system
 * events (customer-meters/credits.ts).
 */
export type StrategyContext = {
  trx: Tx | null;
  organizationId: string;
  grantId: string;
  customerId: string;
  benefit: Benefit;
  properties: GrantProperties;
  providers: ProviderSettings;
};

/**
 * `external`: the strategy calls a provider over HTTP and is run before the grant's transaction
 * (`trx` null; apply.ts); the others run inside it (`trx` set) and may write.
 */
export type BenefitStrategy = {
  external?: true;
  grant(ctx: StrategyContext): Promise<GrantProperties>;
  revoke(ctx: StrategyContext): Promise<GrantProperties>;
  cycle(ctx: StrategyContext): Promise<GrantProperties>;
};
