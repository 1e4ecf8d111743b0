import { i18n } from "../../../i18n/i18n";

/** Slugs appear in URLs (/organizations/:slug): lowercase letters, digits and single hyphens. */
export const SLUG_MAX = 48;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Acme Inc." → "acme-inc": a suggestion while the person has not typed a slug of their own. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
}

export function validateSlug(value: string): string | null {
  if (value.length === 0) return i18n.t("organizations:validation.slugRequired");
  if (value.length > SLUG_MAX) return i18n.t("organizations:validation.tooLong", { max: SLUG_MAX });
  if (!SLUG_PATTERN.test(value)) return i18n.t("organizations:validation.slugPattern");
  return null;
}

const NAME_MAX = 100;

export function validateOrganizationName(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return i18n.t("organizations:validation.nameRequired");
  if (trimmed.length > NAME_MAX) return i18n.t("organizations:validation.tooLong", { max: NAME_MAX });
  return null;
}
