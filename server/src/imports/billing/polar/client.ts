import { z } from "zod";
import { OriginReadError } from "../records.ts";

const listPage = z.object({
  items: z.array(z.unknown()),
  pagination: z.object({ total_count: z.number().int(), max_page: z.number().int() }),
});

/** Polar's largest page. */
const PAGE_SIZE = 100;
/** How often one request is asked again after Polar's rate limit refused it. */
const RATE_LIMITED_ATTEMPTS = 10;

/**
 * Reads Polar's API (`/v1`, or any server that speaks it, another Gatehouse included) with an
 * organization access token: whole lists, page by page, each item checked by `schema`.
 */
export class PolarClient {
  private readonly base: string;

  constructor(
    apiUrl: string,
    private readonly token: string,
  ) {
    this.base = apiUrl.replace(/\/+$/, "");
  }

  get address(): string {
    return this.base;
  }

  async get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.base}/v1${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await this.fetchPaced(url);
    const text = await response.text();
    if (!response.ok) throw new OriginReadError(`GET ${url.pathname} answered ${response.status}: ${detailOf(text)}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new OriginReadError(`GET ${url.pathname} did not answer JSON`);
    }
  }

  /** Polar limits requests per minute: a 429 is waited out (its Retry-After, else a few seconds) and asked again. */
  private async fetchPaced(url: URL): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization: `Bearer ${this.token}`, accept: "application/json" },
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        throw new OriginReadError(
          `cannot reach ${this.base}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (response.status !== 429 || attempt >= RATE_LIMITED_ATTEMPTS) return response;
      await response.body?.cancel();
      const wait = Number(response.headers.get("retry-after"));
      await new Promise((done) => setTimeout(done, (Number.isFinite(wait) && wait > 0 ? wait : 2 * attempt) * 1000));
    }
  }

  /** Every item of a list, in pages; `seen` hears the count so far. */
  async list<T>(
    path: string,
    schema: z.ZodType<T>,
    seen: (count: number) => void,
    query: Record<string, string> = {},
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const body = listPage.safeParse(await this.get(path, { ...query, page: String(page), limit: String(PAGE_SIZE) }));
      if (!body.success) throw new OriginReadError(`GET /v1${path} did not answer a list`);
      for (const [index, item] of body.data.items.entries()) {
        const parsed = schema.safeParse(item);
        if (!parsed.success)
          throw new OriginReadError(
            `GET /v1${path}: item ${(page - 1) * PAGE_SIZE + index + 1} is not understood (${parsed.error.issues
              .slice(0, 3)
              .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
              .join("; ")})`,
          );
        items.push(parsed.data);
      }
      seen(items.length);
      if (page >= body.data.pagination.max_page || body.data.items.length === 0) return items;
    }
  }
}

/** Polar's error detail (`{ error, detail }` or a 422's list), else the start of the body. */
function detailOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "detail" in body) {
      const detail = (body as { detail: unknown }).detail;
      return typeof detail === "string" ? detail : JSON.stringify(detail);
    }
  } catch {
    // not JSON
  }
  return text.slice(0, 200) || "no detail";
}
