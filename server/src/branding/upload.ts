import { BrandingErrors } from "./errors.ts";
import { type ImageType, MAX_IMAGE_BYTES, sniffImageType } from "./images.ts";
import { UPLOAD_KINDS, type UploadKind } from "./schemas.ts";

/** The upload's route, whose body may be larger than any other /api request's (composition/app.ts). */
export const BRAND_UPLOAD_PATH = "/api/auth/organization/branding/upload";
/** Room for the multipart framing and the other fields around the largest image. */
export const BRAND_UPLOAD_MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export type UploadForm = { organizationId: string | undefined; kind: UploadKind; file: File };

const isKind = (value: unknown): value is UploadKind =>
  typeof value === "string" && (UPLOAD_KINDS as readonly string[]).includes(value);

/**
 * The upload's fields from its multipart body: the organization (optional: the active one),
 * what the image is for, and one file. A body that is not a readable form is 400 INVALID_UPLOAD.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    throw BrandingErrors.invalidUpload();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw BrandingErrors.invalidUpload();
  }
  const organizationId = form.get("organizationId");
  const kind = form.get("kind");
  const files = form.getAll("file");
  const file = files[0];
  if (!isKind(kind) || files.length !== 1 || !(file instanceof File)) throw BrandingErrors.invalidUpload();
  if (organizationId !== null && (typeof organizationId !== "string" || organizationId === ""))
    throw BrandingErrors.invalidUpload();
  return { organizationId: organizationId ?? undefined, kind, file };
}

/** The file's bytes once they are shown to be a PNG, JPEG or WebP image of at most 512 KB. */
export async function checkedImage(file: File): Promise<{ bytes: Uint8Array; type: ImageType }> {
  if (file.size > MAX_IMAGE_BYTES) throw BrandingErrors.imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw BrandingErrors.unsupportedImageType();
  return { bytes, type };
}
