import { APIError } from "better-auth/api";
import type { BrandingField } from "./schemas.ts";

const refusal = (
  status: "BAD_REQUEST" | "FORBIDDEN" | "NOT_FOUND" | "PAYLOAD_TOO_LARGE",
  code: string,
  message: string,
) => new APIError(status, { code, message });

/** One code per settings field, so a form can show the refusal beside the field it is about. */
const FIELD_ERRORS: Record<BrandingField, { code: string; message: string }> = {
  displayName: {
    code: "INVALID_DISPLAY_NAME",
    message: "The display name must be 1 to 80 characters without line breaks, or null to use the organization's name",
  },
  logoUrl: {
    code: "INVALID_LOGO_URL",
    message: "The logo must be an https URL or an image uploaded to this organization, or null",
  },
  iconUrl: {
    code: "INVALID_ICON_URL",
    message: "The icon must be an https URL or an image uploaded to this organization, or null",
  },
  primaryColor: {
    code: "INVALID_PRIMARY_COLOR",
    message: "The primary colour must be a hex colour like #3b5bdb, or null",
  },
  colorScheme: {
    code: "INVALID_COLOR_SCHEME",
    message: 'The colour scheme must be "light", "dark" or "auto", or null',
  },
  supportEmail: {
    code: "INVALID_SUPPORT_EMAIL",
    message: "The support email must be an email address, or null",
  },
  supportUrl: {
    code: "INVALID_SUPPORT_URL",
    message: "The support URL must be an http or https URL, or null",
  },
};

/** The body of IMAGE_TOO_LARGE, for the HTTP layer's body limit, which answers before better-auth does. */
export const IMAGE_TOO_LARGE_BODY = {
  code: "IMAGE_TOO_LARGE",
  message: "The image must be at most 512 KB",
} as const;

export const BrandingErrors = {
  invalidField: (field: BrandingField) => refusal("BAD_REQUEST", FIELD_ERRORS[field].code, FIELD_ERRORS[field].message),
  organizationIdRequired: () => refusal("BAD_REQUEST", "ORGANIZATION_ID_IS_REQUIRED", "Organization ID is required"),
  notAMember: () =>
    refusal("FORBIDDEN", "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION", "You are not a member of this organization"),
  notAllowed: () =>
    refusal(
      "FORBIDDEN",
      "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION",
      "You are not allowed to update this organization",
    ),
  invalidUpload: () =>
    refusal(
      "BAD_REQUEST",
      "INVALID_UPLOAD",
      "Send multipart/form-data with organizationId, kind (logo or icon) and one file",
    ),
  unsupportedImageType: () =>
    refusal(
      "BAD_REQUEST",
      "UNSUPPORTED_IMAGE_TYPE",
      "The image must be a PNG, JPEG or WebP file (SVG is refused: it can carry scripts)",
    ),
  imageTooLarge: () => refusal("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE_BODY.code, IMAGE_TOO_LARGE_BODY.message),
  assetNotFound: () => refusal("NOT_FOUND", "BRAND_ASSET_NOT_FOUND", "No image has this address"),
};
