import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { Db, Executor } from "../../db/transaction.ts";
import { now } from "../../kit/time.ts";
import type { BlobStore } from "../../storage/blob-store.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { BenefitGrantErrors } from "../benefit-grants/errors.ts";
import type { BenefitGrant } from "../benefit-grants/schemas.ts";
import * as benefitGrants from "../benefit-grants/service.ts";
import { recordFileDownload } from "../benefits/files.ts";
import { toListResource } from "../common/pagination.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import { resolveDownloadableFiles } from "../files/service.ts";
import { readContent } from "../files/storage.ts";
import { type InvoiceSignature, signedUrl, verifySignedUrl } from "../invoices/signing.ts";
import { rotate } from "../license-keys/rotation.ts";
import type { LicenseKeyList, LicenseKeyRead, LicenseKeyWithActivations } from "../license-keys/schemas.ts";
import * as licenseKeys from "../license-keys/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { organizationSummary } from "../seller-settings/summary.ts";
import type {
  CustomerBenefitGrantUpdate,
  CustomerLicenseKeyListQuery,
  DownloadableList,
  DownloadableListQuery,
  DownloadableRead,
} from "./benefit-schemas.ts";
import { CustomerPortalErrors } from "./errors.ts";
import type { CustomerBenefitGrant } from "./schemas.ts";
import { me, onlyMemberOf } from "./service.ts";
import { type SubscriberOrganization, subscriberBenefit } from "./subscriber-benefit.ts";

/**
 * The portal's benefits, for the signed-in customer only (another customer's grant, key or file
 * is 404): one grant and its account link, license keys, downloadables. Downloads are signed,
 * expiring URLs (invoices/signing.ts, purpose "downloadable") checked again when served: the
 * file is served only while the grant that gave it is held.
 */

/** Polar's presigned download links last an hour. */
export const DOWNLOAD_URL_TTL_SECONDS = 3600;

// ---- grants ---------------------------------------------------------------------------------------

async function subscriberOrganization(db: Executor, organizationId: string): Promise<SubscriberOrganization> {
  return organizationSummary(await organizations.get(db, systemAccess(organizationId)));
}

async function toCustomerGrant(
  db: Db,
  customer: CustomerPrincipal,
  grant: BenefitGrant,
): Promise<CustomerBenefitGrant> {
  const { customer: _seller, member: _member, benefit, ...rest } = grant;
  return {
    ...rest,
    customer: await me(db, customer),
    benefit: subscriberBenefit(benefit, await subscriberOrganization(db, customer.organizationId)),
  };
}

/** One of the customer's grants; a `member` gets only their own (another's is 404, as another customer's). */
export async function getGrant(db: Db, customer: CustomerPrincipal, id: string): Promise<CustomerBenefitGrant> {
  const grant = await benefitGrants.grantOfCustomer(db, customer.organizationId, customer.customerId, id);
  const onlyMember = await onlyMemberOf(db, customer);
  if (onlyMember !== undefined && grant.member_id !== onlyMember) throw BenefitGrantErrors.NOT_FOUND();
  return toCustomerGrant(db, customer, grant);
}

/** Polar's portal update: the linked GitHub / Discord account (the grant is then made or moved by the worker). */
export async function updateGrant(
  db: Db,
  customer: CustomerPrincipal,
  id: string,
  body: CustomerBenefitGrantUpdate,
): Promise<CustomerBenefitGrant> {
  await getGrant(db, customer, id);
  const accountId = "properties" in body ? body.properties.account_id : undefined;
  await benefitGrants.linkAccount(db, customer.organizationId, customer.customerId, id, {
    benefit_type: body.benefit_type,
    account_id: accountId,
  });
  return getGrant(db, customer, id);
}

// ---- license keys ---------------------------------------------------------------------------------

/** The customer's keys; a `member` gets only the keys granted to them. */
export async function listLicenseKeys(
  db: Db,
  customer: CustomerPrincipal,
  query: CustomerLicenseKeyListQuery,
): Promise<LicenseKeyList> {
  const onlyMember = await onlyMemberOf(db, customer);
  return licenseKeys.listOfCustomer(db, customer.organizationId, customer.customerId, query, onlyMember);
}

export async function getLicenseKey(
  db: Db,
  customer: CustomerPrincipal,
  id: string,
): Promise<LicenseKeyWithActivations> {
  const onlyMember = await onlyMemberOf(db, customer);
  return licenseKeys.getOfCustomer(db, customer.organizationId, customer.customerId, id, onlyMember);
}

/** Polar's portal rotate: the customer's own key only (another customer's, or another member's, is 404). */
export async function rotateLicenseKey(db: Db, customer: CustomerPrincipal, id: string): Promise<LicenseKeyRead> {
  await getLicenseKey(db, customer, id);
  return rotate(db, customer.organizationId, id, { kind: "customer", customerId: customer.customerId });
}

// ---- downloadables --------------------------------------------------------------------------------

export const downloadPath = (grantId: string, fileId: string) =>
  `/v1/customer-portal/downloadables/${grantId}/${fileId}`;
const signedObject = (grantId: string, fileId: string) => `${grantId}:${fileId}`;

/** A stable id per (grant, file): Gatehouse keeps no downloadable rows, the grant lists its files. */
function downloadableId(grantId: string, fileId: string): string {
  const hex = createHash("sha256").update(`downloadable:${grantId}:${fileId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const grantedFiles = (grant: BenefitGrant): string[] =>
  Array.isArray(grant.properties.files)
    ? grant.properties.files.filter((file): file is string => typeof file === "string")
    : [];

/** The files of the customer's granted downloadables benefits (uploaded, not deleted), each with a fresh signed link. */
export async function listDownloadables(
  db: Db,
  customer: CustomerPrincipal,
  query: DownloadableListQuery,
): Promise<DownloadableList> {
  const onlyMember = await onlyMemberOf(db, customer);
  const grants = (await benefitGrants.grantsOfCustomer(db, customer.organizationId, customer.customerId)).filter(
    (grant) =>
      (onlyMember === undefined || grant.member_id === onlyMember) &&
      grant.benefit.type === "downloadables" &&
      (!query.benefit_id?.length || query.benefit_id.includes(grant.benefit_id)),
  );
  const files = await resolveDownloadableFiles(db, customer.organizationId, [...new Set(grants.flatMap(grantedFiles))]);
  const nowMs = now().getTime();
  const items: DownloadableRead[] = [];
  for (const grant of grants) {
    for (const fileId of grantedFiles(grant)) {
      const file = files.get(fileId);
      if (!file?.is_uploaded) continue;
      const link = signedUrl(
        db,
        "downloadable",
        customer.organizationId,
        signedObject(grant.id, fileId),
        downloadPath(grant.id, fileId),
        DOWNLOAD_URL_TTL_SECONDS,
        nowMs,
      );
      items.push({
        id: downloadableId(grant.id, fileId),
        benefit_id: grant.benefit_id,
        file: { ...file, download: { url: link.url, headers: {}, expires_at: link.expiresAt } },
      });
    }
  }
  return toListResource(items.slice((query.page - 1) * query.limit, query.page * query.limit), items.length, query);
}

/**
 * The bytes behind a signed download link: the signature must be valid and unexpired, and the
 * grant still held, with the file still among its files (else 404, as an unknown file).
 */
export async function download(
  db: Db,
  files: BlobStore,
  grantId: string,
  fileId: string,
  given: InvoiceSignature,
): Promise<{ name: string; mimeType: string; size: number; stream: Readable }> {
  if (!verifySignedUrl(db, "downloadable", signedObject(grantId, fileId), given, now().getTime()))
    throw CustomerPortalErrors.FILE_NOT_FOUND();
  const organizationId = given.organizationId;
  const grant = await benefitGrants.heldGrant(db, organizationId, grantId);
  if (grant?.benefit.type !== "downloadables" || !grantedFiles(grant).includes(fileId))
    throw CustomerPortalErrors.FILE_NOT_FOUND();
  const file = (await resolveDownloadableFiles(db, organizationId, [fileId])).get(fileId);
  if (!file?.is_uploaded) throw CustomerPortalErrors.FILE_NOT_FOUND();
  await recordFileDownload(db, organizationId, { benefitId: grant.benefit_id, fileId, customerId: grant.customer_id });
  return {
    name: file.name,
    mimeType: file.mime_type,
    size: file.size,
    stream: await readContent(files, organizationId, fileId),
  };
}
