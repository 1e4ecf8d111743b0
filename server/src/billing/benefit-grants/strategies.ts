import type { Tx } from "../../db/transaction.ts";
import type { Benefit } from "../benefits/schemas.ts";
import { cycleMeterCredit, grantMeterCredit, revokeMeterCredit } from "../customer-meters/credits.ts";
import * as licenseKeys from "../license-keys/service.ts";
import { discord, githubRepository } from "./provider-strategies.ts";
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

const keep = (ctx: StrategyContext): Promise<GrantProperties> => Promise.resolve(ctx.properties);

const recordOnly: BenefitStrategy = { grant: () => Promise.resolve({}), revoke: keep, cycle: keep };

const custom: BenefitStrategy = recordOnly;

const downloadables: BenefitStrategy = {
  // The files the customer may download: the benefit's files that are not archived.
  grant: (ctx) => {
    if (ctx.benefit.type !== "downloadables") return Promise.resolve({});
    const { files, archived } = ctx.benefit.properties;
    return Promise.resolve({ files: files.filter((file) => !archived[file]) });
  },
  revoke: keep,
  cycle: (ctx) => downloadables.grant(ctx),
};

const licenseKeysStrategy: BenefitStrategy = {
  grant: async (ctx) => {
    if (ctx.benefit.type !== "license_keys") return {};
    if (!ctx.trx) throw new Error("license keys are granted inside the grant's transaction");
    return licenseKeys.grantKey(ctx.trx, {
      organizationId: ctx.organizationId,
      grantId: ctx.grantId,
      customerId: ctx.customerId,
      benefitId: ctx.benefit.id,
      properties: ctx.benefit.properties,
    });
  },
  revoke: async (ctx) => {
    if (!ctx.trx) throw new Error("license keys are revoked inside the grant's transaction");
    await licenseKeys.revokeKey(ctx.trx, ctx.organizationId, ctx.grantId);
    return ctx.properties;
  },
  cycle: keep,
};

/** Credits the meter at grant, resets (with rollover) and credits again at each cycle, takes the last credit back at revoke. */
const meterCredit: BenefitStrategy = { grant: grantMeterCredit, revoke: revokeMeterCredit, cycle: cycleMeterCredit };

/** The strategies by benefit type. Tests may replace one (a failing strategy) and restore it. */
export const strategies: Record<Benefit["type"], BenefitStrategy> = {
  custom,
  downloadables,
  license_keys: licenseKeysStrategy,
  github_repository: githubRepository,
  discord,
  meter_credit: meterCredit,
};
