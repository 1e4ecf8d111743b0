import type { Benefit } from "../benefits/schemas.ts";
import { cycleMeterCredit, grantMeterCredit, revokeMeterCredit } from "../customer-meters/credits.ts";
import * as licenseKeys from "../license-keys/service.ts";
import { discord, githubRepository } from "./provider-strategies.ts";
import type { GrantProperties } from "./schemas.ts";
import type { BenefitStrategy, StrategyContext } from "./strategy.ts";

const keep = (ctx: StrategyContext): Promise<GrantProperties> => Promise.resolve(ctx.properties);

const recordOnly: BenefitStrategy = { grant: () => Promise.resolve({}), revoke: keep, cycle: keep };

const custom: BenefitStrategy = recordOnly;

/** The grant is the flag: nothing to hand out, what it turns on is the benefit's metadata. */
const featureFlag: BenefitStrategy = recordOnly;

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
  feature_flag: featureFlag,
};
