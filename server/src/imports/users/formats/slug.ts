import { createHash } from "node:crypto";

/**
 * An organization slug made from a name, for origins that have none: lower-case letters, digits
 * and dashes. A name with none of those (all ideographs, say) gets a stable one from its hash.
 */
export function slugFrom(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || `organization-${createHash("sha256").update(name).digest("hex").slice(0, 8)}`;
}
