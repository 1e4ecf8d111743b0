import createClient, { createQuerySerializer } from "openapi-fetch";
import type { OperationRequestBodyContent, Readable, Writable } from "openapi-typescript-helpers";
import type { components, paths } from "../../../lib/api/v1";
import { stepUpFetch } from "../../step-up/step-up-requests";
import { ERROR_CODE_HEADER, V1Error, v1ErrorFrom } from "./v1-errors";

/**
 * The /v1 wire shapes, generated from the server's OpenAPI document (`npm run api:generate -w web`),
 * as the typed client answers them: its `Readable` helper leaves out a property that can only be
 * null (a subscription's `pending_update`), so a shape read here and an answer always agree.
 */
export type V1Schemas = { [Name in keyof components["schemas"]]: Readable<components["schemas"][Name]> };

/**
 * The JSON body a /v1 route accepts, exactly as the typed client checks it. (Its helpers read a
 * property that can only be null, such as a one-time product's `recurring_interval`, as one not
 * to send: leave it out, the server's default is the same.)
 */
export type V1Body<P extends keyof paths, M extends "post" | "patch" | "put"> = Writable<
  OperationRequestBodyContent<paths[P][M]>
>;

const serializeQuery = createQuerySerializer({ array: { style: "form", explode: true } });

/**
 * The typed /v1 client (openapi-fetch over the generated paths): paths, query parameters, bodies
 * and answers are checked against the server's document. Same origin, session cookie; repeated
 * query parameters as Polar reads them (`?product_id=a&product_id=b`).
 */
export type V1Api = ReturnType<typeof createClient<paths>>;

/**
 * A client whose every request carries `query` (unless it names those parameters itself) and
 * `headers`: how a caller says who it acts for.
 */
export function createV1Client(options: { query?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const { query: fixed = {}, headers = {} } = options;
  return createClient<paths>({
    credentials: "same-origin",
    headers: { accept: "application/json", ...headers },
    // A sensitive action refused for an old sign-in re-authenticates, then is sent again.
    fetch: stepUpFetch,
    querySerializer: (query: Record<string, unknown>) => serializeQuery({ ...fixed, ...query }),
  });
}

const organizationClients = new Map<string, V1Api>();

/**
 * The typed client of one organization's billing area. A session acts on the organization its
 * request names (`organization_id`), which the document lists on list routes only; this client
 * adds it to every request's query that does not name one itself.
 */
export function organizationApi(organizationId: string): V1Api {
  let client = organizationClients.get(organizationId);
  if (!client) {
    client = createV1Client({ query: { organization_id: organizationId } });
    organizationClients.set(organizationId, client);
  }
  return client;
}

/** The client of the public routes (the hosted checkout by client secret, the OpenAPI document). */
export const publicApi: V1Api = createV1Client();

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** An answer's data, or the V1Error every hook and form expects (network failures included). */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new V1Error({ status: 0, statusText: "Network error" });
  }
  const { data, error, response } = answer;
  if (!response.ok)
    throw v1ErrorFrom(response.status, response.statusText, error ?? null, response.headers.get(ERROR_CODE_HEADER));
  return data as T;
}
