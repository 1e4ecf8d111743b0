/**
 * An answer the browser saves as a file instead of showing it: a person's data or an
 * organization's member list, never kept by a cache on the way.
 */
export function attachment(body: string, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}

/** The UTC day of `at` (`2026-01-31`), for a downloaded file's name. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
