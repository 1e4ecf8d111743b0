import type { Translate } from "../../i18n/index.js";

/** Slugs appear in addresses: lowercase letters, digits and single hyphens, as Gatehouse's own pages ask. */
export const SLUG_MAX = 48;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Acme Inc." → "acme-inc": the slug suggested while the person has not typed one of their own. */
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

/** What is wrong with a slug, in `t`'s language; null when nothing is. */
export function slugProblem(slug: string, t: Translate): string | null {
  if (slug.length === 0) return t("createOrganization.enterSlug");
  if (slug.length > SLUG_MAX) return t("createOrganization.tooLong", { max: SLUG_MAX });
  if (!SLUG_PATTERN.test(slug)) return t("createOrganization.slugPattern");
  return null;
}

const NAME_MAX = 100;

/** What is wrong with an organization's name, in `t`'s language; null when nothing is. */
export function nameProblem(name: string, t: Translate): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return t("createOrganization.enterName");
  if (trimmed.length > NAME_MAX) return t("createOrganization.tooLong", { max: NAME_MAX });
  return null;
}
