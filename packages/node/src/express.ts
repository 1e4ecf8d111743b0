import type { Guard, GuardRule } from "./guard.ts";
import type { GatehouseAuth } from "./types.ts";

/** Node's request headers (IncomingHttpHeaders), as Express and Connect hand them over. */
export type NodeHeaders = Record<string, string | string[] | undefined>;

/** The part of an Express/Connect request the guards read (an IncomingMessage fits), and where they put the identity. */
export interface NodeRequestLike {
  method?: string;
  url?: string;
  originalUrl?: string;
  headers: NodeHeaders;
  /** The verified identity, set by the guards for the handlers after them. */
  gatehouse?: GatehouseAuth;
}

/** The part of an Express/Connect response the guards write (a ServerResponse fits). */
export interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(chunk: string): unknown;
}

export type NodeNext = (error?: unknown) => void;

export type NodeMiddleware = (request: NodeRequestLike, response: NodeResponseLike, next: NodeNext) => Promise<void>;

const FETCH_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A Fetch Request with the Node request's method, URL and headers (no body: the guards read only headers). */
export function fetchRequestOf(request: NodeRequestLike): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2 pseudo-headers (":path") are no headers a Fetch Request may carry.
    if (value === undefined || name.startsWith(":")) continue;
    headers.set(name, Array.isArray(value) ? value.join(name === "cookie" ? "; " : ", ") : value);
  }
  const path = request.originalUrl ?? request.url ?? "/";
  let url: URL;
  try {
    url = new URL(path, `http://${headers.get("host") ?? "localhost"}`);
  } catch {
    url = new URL("http://localhost/");
  }
  const method = request.method?.toUpperCase() ?? "GET";
  return new Request(url, { method: FETCH_METHODS.has(method) ? method : "GET", headers });
}

/**
 * An Express/Connect middleware: refuses with the guard's JSON answer, or sets
 * `request.gatehouse` and calls next. Errors go to next (Express 4 does not await middlewares).
 */
export function nodeGuard(guard: Guard, rule: GuardRule): NodeMiddleware {
  return async (request, response, next) => {
    try {
      const { auth, denial } = await guard(fetchRequestOf(request), rule, request.gatehouse);
      if (denial) {
        response.statusCode = denial.status;
        response.setHeader("content-type", "application/json; charset=utf-8");
        for (const [name, value] of Object.entries(denial.headers)) response.setHeader(name, value);
        response.end(JSON.stringify(denial.body));
        return;
      }
      request.gatehouse = auth;
    } catch (error) {
      next(error);
      return;
    }
    next();
  };
}
