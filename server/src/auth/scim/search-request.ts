import { z } from "zod";
import { scimErrorResponse } from "./scim-errors.ts";

const SEARCH_REQUEST = "urn:ietf:params:scim:api:messages:2.0:SearchRequest";

/** Which collection a `.search` path searches (RFC 7644 §3.4.3): `/Users/.search` or `/Groups/.search`. */
const SEARCH_PATH = /^\/scim\/v2\/(Users|Groups)\/\.search$/;
export const searchedCollection = (path: string) => SEARCH_PATH.exec(path)?.[1];

const attributeList = z.union([z.string(), z.array(z.string())]).transform((list) => [list].flat().join(","));

/**
 * A SearchRequest: the GET list's query parameters as a body. `sortBy`/`sortOrder` are read and
 * ignored, as the GET list ignores them: the service provider configuration says sorting is not
 * supported.
 */
export const searchRequestSchema = z.object({
  schemas: z.array(z.literal(SEARCH_REQUEST)).length(1),
  filter: z.string().optional(),
  startIndex: z.number().int().optional(),
  count: z.number().int().optional(),
  attributes: attributeList.optional(),
  excludedAttributes: attributeList.optional(),
  sortBy: z.string().optional(),
  sortOrder: z.enum(["ascending", "descending"]).optional(),
});

/**
 * A `.search` as the GET list it asks for: the same filters, paging and projection, answered
 * by the same route. A body that is not JSON, or not a SearchRequest, is a SCIM 400.
 */
export async function searchAsList(request: Request, collectionUrl: string): Promise<Request | Response> {
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return scimErrorResponse(400, "SCIM request body must contain valid JSON", "invalidSyntax");
  }
  const parsed = searchRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join(".") || "SearchRequest"}: ${issue.message}` : "Invalid SearchRequest";
    return scimErrorResponse(400, detail, "invalidValue");
  }
  const { schemas: _schemas, sortBy: _sortBy, sortOrder: _sortOrder, ...parameters } = parsed.data;
  const url = new URL(collectionUrl);
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(url, { method: "GET", headers, signal: request.signal });
}
