import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Config } from "../config.ts";
import type { Db } from "../db/transaction.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { createBlobStore } from "../storage/index.ts";
import { organizationManagedBy, organizationReadBy } from "./access.ts";
import { instanceBrand } from "./instance.ts";
import { brandingQuery, brandingUpdateBody, publicBrandQuery } from "./schemas.ts";
import {
  type BrandingContext,
  brandingView,
  publicBrand,
  servedImage,
  storeUploadedImage,
  updateBranding,
} from "./service.ts";
import { checkedImage, readUploadForm } from "./upload.ts";

/** The public brand changes when its owners edit it: pages may keep it for a minute. */
const PUBLIC_BRAND_CACHE = "public, max-age=60";
/** An uploaded image never changes under its address (a new upload gets a new one). */
const IMAGE_CACHE = "public, max-age=31536000, immutable";

const activeOrganizationOf = (session: object) =>
  (session as { activeOrganizationId?: string | null }).activeOrganizationId;

/**
 * Each organization's brand (docs/guides/branding.md), as endpoints of better-auth's router:
 * - `GET /organization/branding` (members): the stored settings and the brand they resolve to;
 * - `POST /organization/branding/update` (owners and admins): any of the settings, null to clear;
 * - `POST /organization/branding/upload` (owners and admins): a PNG, JPEG or WebP logo or icon;
 * - `GET /brand-assets/:id` (public): an uploaded image, typed by its bytes, cached for a year;
 * - `GET /brand` (public): the brand of an organization by id or slug, or of an OpenID client's
 *   organization — the instance's for anything else, so a page can always style itself.
 */
export function brandingPlugin(config: Config, db: Db): BetterAuthPlugin {
  let store: Promise<BlobStore> | undefined;
  const ctx: BrandingContext = {
    db,
    instance: instanceBrand(config),
    allowHttp: !config.isProduction,
    store: () => (store ??= createBlobStore(config)),
  };
  return {
    id: "gatehouse-branding",
    endpoints: {
      getOrganizationBranding: createAuthEndpoint(
        "/organization/branding",
        { method: "GET", query: brandingQuery, use: [sessionMiddleware] },
        async (request) => {
          const { user, session } = request.context.session;
          const organizationId = await organizationReadBy(
            db,
            user.id,
            request.query.organizationId,
            activeOrganizationOf(session),
          );
          return request.json(await brandingView(ctx, organizationId));
        },
      ),
      updateOrganizationBranding: createAuthEndpoint(
        "/organization/branding/update",
        { method: "POST", body: brandingUpdateBody, use: [sessionMiddleware] },
        async (request) => {
          const { user, session } = request.context.session;
          const organizationId = await organizationManagedBy(
            db,
            user.id,
            request.body.organizationId,
            activeOrganizationOf(session),
          );
          return request.json(await updateBranding(ctx, organizationId, request.body));
        },
      ),
      uploadOrganizationBrandImage: createAuthEndpoint(
        "/organization/branding/upload",
        // The multipart body is read here, not by the router: an unreadable one is a 400, not a 500.
        { method: "POST", disableBody: true, requireRequest: true, use: [sessionMiddleware] },
        async (request) => {
          const { user, session } = request.context.session;
          const form = await readUploadForm(request.request);
          const organizationId = await organizationManagedBy(
            db,
            user.id,
            form.organizationId,
            activeOrganizationOf(session),
          );
          const image = await checkedImage(form.file);
          const stored = await storeUploadedImage(ctx, organizationId, form.kind, image);
          request.setStatus(201);
          return request.json(stored);
        },
      ),
      getBrandAsset: createAuthEndpoint("/brand-assets/:id", { method: "GET" }, async (request) => {
        const image = await servedImage(ctx, request.params.id);
        return new Response(new Uint8Array(image.bytes), {
          headers: {
            "content-type": image.type,
            "content-length": String(image.bytes.byteLength),
            "cache-control": IMAGE_CACHE,
            "x-content-type-options": "nosniff",
            // Mail clients and other sites show these images too.
            "cross-origin-resource-policy": "cross-origin",
            "content-security-policy": "default-src 'none'; sandbox",
          },
        });
      }),
      getBrand: createAuthEndpoint("/brand", { method: "GET", query: publicBrandQuery }, async (request) => {
        request.setHeader("cache-control", PUBLIC_BRAND_CACHE);
        return request.json(await publicBrand(ctx, request.query));
      }),
    },
  };
}
