import { z } from "@hono/zod-openapi";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { datetime } from "../common/schemas.ts";
import { downloadableFileRead } from "../files/schemas.ts";

/** Polar's BenefitDownloadableFile: a downloadables benefit's file with its download statistics. */
export const benefitDownloadableFile = downloadableFileRead
  .extend({
    flagged_malicious_at: datetime
      .nullable()
      .meta({ description: "When the file was flagged as malicious; Gatehouse does not scan files: always null." }),
    downloaders: z
      .number()
      .int()
      .meta({ description: "Number of distinct customers or members who downloaded the file." }),
    downloads: z.number().int().meta({ description: "Total number of downloads for the file." }),
  })
  .openapi("BenefitDownloadableFile");

export const benefitFilesQuery = z.object({ ...paginationQuery });

export const benefitDownloadableFileList = listResourceSchema(
  benefitDownloadableFile,
  "ListResource_BenefitDownloadableFile_",
);

export type BenefitFilesQuery = z.infer<typeof benefitFilesQuery>;
export type BenefitDownloadableFileList = z.infer<typeof benefitDownloadableFileList>;
