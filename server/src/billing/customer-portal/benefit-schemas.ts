import { z } from "@hono/zod-openapi";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { repeatedQuery } from "../common/query.ts";
import { datetime, uuid } from "../common/schemas.ts";
import { downloadableFileRead } from "../files/schemas.ts";
import { portalQuery } from "./schemas.ts";

/** Wire shapes of the portal's benefit routes (Polar `CustomerBenefitGrantUpdate`, `DownloadableRead`). */

const accountUpdate = (name: string) => z.object({ account_id: z.string().min(1).nullable() }).openapi(name);

/** Polar `CustomerBenefitGrantUpdate`: `benefit_type` selects the variant; only github and discord carry properties (the linked account). */
export const customerBenefitGrantUpdate = z
  .discriminatedUnion("benefit_type", [
    z
      .object({
        benefit_type: z.literal("discord"),
        properties: accountUpdate("CustomerBenefitGrantDiscordPropertiesUpdate"),
      })
      .openapi("CustomerBenefitGrantDiscordUpdate"),
    z
      .object({
        benefit_type: z.literal("github_repository"),
        properties: accountUpdate("CustomerBenefitGrantGitHubRepositoryPropertiesUpdate"),
      })
      .openapi("CustomerBenefitGrantGitHubRepositoryUpdate"),
    z.object({ benefit_type: z.literal("downloadables") }).openapi("CustomerBenefitGrantDownloadablesUpdate"),
    z.object({ benefit_type: z.literal("license_keys") }).openapi("CustomerBenefitGrantLicenseKeysUpdate"),
    z.object({ benefit_type: z.literal("custom") }).openapi("CustomerBenefitGrantCustomUpdate"),
    z.object({ benefit_type: z.literal("meter_credit") }).openapi("CustomerBenefitGrantMeterCreditUpdate"),
    z.object({ benefit_type: z.literal("feature_flag") }).openapi("CustomerBenefitGrantFeatureFlagUpdate"),
  ])
  .openapi("CustomerBenefitGrantUpdate");
export type CustomerBenefitGrantUpdate = z.infer<typeof customerBenefitGrantUpdate>;

export const customerLicenseKeyListQuery = z.object({
  ...paginationQuery,
  ...portalQuery.shape,
  benefit_id: repeatedQuery(uuid).optional().meta({ description: "Filter by a specific benefit" }),
});
export type CustomerLicenseKeyListQuery = z.infer<typeof customerLicenseKeyListQuery>;
export { licenseKeyList as customerLicenseKeyList } from "../license-keys/schemas.ts";

export const s3DownloadUrl = z
  .object({ url: z.string(), headers: z.record(z.string(), z.string()), expires_at: datetime })
  .openapi("S3DownloadURL");

/** Polar `FileDownload`: the file with a signed, expiring download link. */
export const fileDownload = downloadableFileRead.extend({ download: s3DownloadUrl }).openapi("FileDownload");

export const downloadableRead = z
  .object({ id: z.string(), benefit_id: z.string(), file: fileDownload })
  .openapi("DownloadableRead");
export type DownloadableRead = z.infer<typeof downloadableRead>;

export const downloadableListQuery = z.object({
  ...paginationQuery,
  ...portalQuery.shape,
  benefit_id: repeatedQuery(uuid).optional().meta({ description: "Filter by benefit ID." }),
});
export type DownloadableListQuery = z.infer<typeof downloadableListQuery>;
export const downloadableList = listResourceSchema(downloadableRead, "ListResource_DownloadableRead_");
export type DownloadableList = z.infer<typeof downloadableList>;
