import type { FormErrors } from "@mantine/form";

/** The first error at `prefix` or below it (e.g. a 422 at `medias.0` shown under the media picker). */
export function errorUnder(errors: FormErrors, prefix: string): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if ((key === prefix || key.startsWith(`${prefix}.`)) && value) return String(value);
  }
  return null;
}
