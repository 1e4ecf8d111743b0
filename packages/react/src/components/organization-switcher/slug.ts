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

export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return "Enter a slug";
  if (slug.length > SLUG_MAX) return `At most ${SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(slug)) return "Use lowercase letters, digits and single hyphens";
  return null;
}

export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "Enter a name";
  if (trimmed.length > 100) return "At most 100 characters";
  return null;
}
