import { brandAssetIdOf, brandAssetPath } from "../config/brand-urls.ts";
import type { Db, Executor } from "../db/transaction.ts";
import { newId } from "../kit/ids.ts";
import { nowIso } from "../kit/time.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { BrandingErrors } from "./errors.ts";
import { type ImageType, readImage, storeImage } from "./images.ts";
import type { InstanceBrand } from "./instance.ts";
import * as repository from "./repository.ts";
import { resolveBrand, settingsOf } from "./resolve.ts";
import type { BrandingUpdateBody, BrandingView, ResolvedBrand, UploadKind } from "./schemas.ts";
import { type BrandingPatch, brandingPatch } from "./validation.ts";

export type BrandingContext = {
  db: Db;
  instance: InstanceBrand;
  /** Outside production, image addresses may be plain http anywhere (a developer's own machine). */
  allowHttp: boolean;
  /** The file store, opened on first use (S3's client is only loaded when an image is stored or served). */
  store: () => Promise<BlobStore>;
};

/** The brand of an organization (the instance's when it is null or gone): what its pages and mails apply. */
export async function brandOf(db: Executor, instance: InstanceBrand, organizationId: string | null) {
  if (organizationId === null) return resolveBrand(instance, null);
  const [organization, row] = await Promise.all([
    repository.findOrganization(db, organizationId),
    repository.findSettings(db, organizationId),
  ]);
  return organization ? resolveBrand(instance, organization, settingsOf(row)) : resolveBrand(instance, null);
}

export async function brandingView(ctx: BrandingContext, organizationId: string): Promise<BrandingView> {
  const [organization, row] = await Promise.all([
    repository.findOrganization(ctx.db, organizationId),
    repository.findSettings(ctx.db, organizationId),
  ]);
  const settings = settingsOf(row);
  return { settings, brand: resolveBrand(ctx.instance, organization ?? null, settings) };
}

/** An uploaded image may be used only by the organization it was uploaded for. */
async function checkOwnImages(ctx: BrandingContext, organizationId: string, patch: BrandingPatch) {
  for (const field of ["logoUrl", "iconUrl"] as const) {
    const assetId = patch[field] ? brandAssetIdOf(patch[field]) : null;
    if (assetId === null) continue;
    const asset = await repository.findAsset(ctx.db, assetId);
    if (asset?.organization_id !== organizationId) throw BrandingErrors.invalidField(field);
  }
}

/** Sets the fields the body names (null clears one); a refused field changes nothing. */
export async function updateBranding(
  ctx: BrandingContext,
  organizationId: string,
  body: BrandingUpdateBody,
): Promise<BrandingView> {
  const patch = brandingPatch(body, ctx.allowHttp);
  await checkOwnImages(ctx, organizationId, patch);
  const columns = {
    ...("displayName" in patch ? { display_name: patch.displayName ?? null } : {}),
    ...("logoUrl" in patch ? { logo_url: patch.logoUrl ?? null } : {}),
    ...("iconUrl" in patch ? { icon_url: patch.iconUrl ?? null } : {}),
    ...("primaryColor" in patch ? { primary_color: patch.primaryColor ?? null } : {}),
    ...("colorScheme" in patch ? { color_scheme: patch.colorScheme ?? null } : {}),
    ...("supportEmail" in patch ? { support_email: patch.supportEmail ?? null } : {}),
    ...("supportUrl" in patch ? { support_url: patch.supportUrl ?? null } : {}),
  };
  await repository.saveSettings(ctx.db, organizationId, columns, nowIso());
  return brandingView(ctx, organizationId);
}

export type BrandLookup = {
  organizationId?: string | undefined;
  organizationSlug?: string | undefined;
  clientId?: string | undefined;
};

/**
 * The public brand: of the organization named by id, else by slug, else of the OpenID client's
 * organization; the instance's when none is named, or the one named is unknown.
 */
export async function publicBrand(ctx: BrandingContext, lookup: BrandLookup): Promise<ResolvedBrand> {
  let organization: repository.OrganizationIdentity | undefined;
  if (lookup.organizationId) organization = await repository.findOrganization(ctx.db, lookup.organizationId);
  else if (lookup.organizationSlug)
    organization = await repository.findOrganizationBySlug(ctx.db, lookup.organizationSlug);
  else if (lookup.clientId) {
    const organizationId = await repository.findClientOrganizationId(ctx.db, lookup.clientId);
    if (organizationId) organization = await repository.findOrganization(ctx.db, organizationId);
  }
  if (!organization) return resolveBrand(ctx.instance, null);
  return resolveBrand(ctx.instance, organization, settingsOf(await repository.findSettings(ctx.db, organization.id)));
}

/** Keeps an image (already checked: its type from its bytes, its size) and answers the path it is served at. */
export async function storeUploadedImage(
  ctx: BrandingContext,
  organizationId: string,
  kind: UploadKind,
  image: { bytes: Uint8Array; type: ImageType },
): Promise<{ url: string }> {
  const id = newId();
  await storeImage(await ctx.store(), organizationId, id, image.bytes);
  await repository.insertAsset(ctx.db, {
    id,
    organization_id: organizationId,
    kind,
    content_type: image.type,
    size: image.bytes.byteLength,
    created_at: nowIso(),
  });
  return { url: brandAssetPath(id) };
}

/** An uploaded image's bytes and type, or 404 for an id no upload has. */
export async function servedImage(ctx: BrandingContext, id: string): Promise<{ type: string; bytes: Buffer }> {
  const asset = /^[0-9a-f-]{36}$/.test(id) ? await repository.findAsset(ctx.db, id) : undefined;
  if (!asset) throw BrandingErrors.assetNotFound();
  return { type: asset.content_type, bytes: await readImage(await ctx.store(), asset.organization_id, asset.id) };
}
