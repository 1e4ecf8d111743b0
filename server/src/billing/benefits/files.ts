import type { Executor } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { toListResource } from "../common/pagination.ts";
import { resolveDownloadableFiles } from "../files/service.ts";
import { BenefitErrors } from "./errors.ts";
import * as downloads from "./file-download-repository.ts";
import type { BenefitDownloadableFileList, BenefitFilesQuery } from "./file-schemas.ts";
import { get } from "./service.ts";

/**
 * The files of a downloadables benefit, as Polar's `GET /benefits/{id}/files`: the files the
 * benefit lists and has not archived, in its order, uploaded and not deleted, each with how many
 * customers downloaded it and how often. Another type of benefit has no files: 404, as Polar.
 */
export async function listFiles(
  db: Executor,
  access: OrganizationAccess,
  benefitId: string,
  query: BenefitFilesQuery,
): Promise<BenefitDownloadableFileList> {
  const benefit = await get(db, access, benefitId);
  if (benefit.type !== "downloadables") throw BenefitErrors.NOT_FOUND();
  const { files, archived } = benefit.properties;
  const active = files.filter((id) => !archived[id]);
  const found = await resolveDownloadableFiles(db, access.organizationId, active);
  const listed = [...new Set(active)].flatMap((id) => {
    const file = found.get(id);
    return file?.is_uploaded ? [file] : [];
  });
  const page = listed.slice((query.page - 1) * query.limit, query.page * query.limit);
  const stats = await downloads.statsOf(
    db,
    access.organizationId,
    benefitId,
    page.map((file) => file.id),
  );
  const items = page.map((file) => ({
    ...file,
    ...(stats.get(file.id) ?? { downloaders: 0, downloads: 0 }),
  }));
  return toListResource(items, listed.length, query);
}

/** Counts a download served to a customer through the portal's signed link (the benefit's file statistics). */
export async function recordFileDownload(
  db: Executor,
  organizationId: string,
  download: { benefitId: string; fileId: string; customerId: string },
): Promise<void> {
  await downloads.increment(
    db,
    organizationId,
    { benefit_id: download.benefitId, file_id: download.fileId, customer_id: download.customerId },
    nowIso(),
  );
}
