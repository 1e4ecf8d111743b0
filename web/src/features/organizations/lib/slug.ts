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
  if (value.length === 0) return "Enter a slug";
  if (value.length > SLUG_MAX) return `At most ${SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(value)) return "Use lowercase letters, digits and single hyphens";
  return null;
}

export function validateOrganizationName(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return "Enter a name";
  if (trimmed.length > 100) return "At most 100 characters";
  return null;
}
