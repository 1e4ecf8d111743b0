import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { FAST_PATH_ROUTE } from "../auth/routes/catalogue.ts";
import { SESSION_ANSWER_HEADERS, type SessionAnswerer } from "../auth/session/fast-path/fast-get-session.ts";
import { isDatabaseUnavailable } from "../db/availability.ts";
import { isTrustedProxy } from "../http/client-ip.ts";
import { type CorsPolicy, corsResponseHeaders } from "../http/cors.ts";
import type { DrainState } from "../http/health.ts";
import { type RouteLabels, UNMATCHED_ROUTE } from "../http/route-label.ts";
import { UNAVAILABLE_RETRY_AFTER_S, unavailableBody } from "../http/unavailable.ts";
import type { AppEnv } from "../kit/http-env.ts";
import type { Logger } from "../kit/logger.ts";
import { requestIdFor, withRequestContext } from "../kit/request-context.ts";
import type { Metrics } from "../metrics/registry.ts";

/** The one route the fast path answers (the route catalogue's `fastPath`), under better-auth's base path. */
const GET_SESSION = `/api/auth${FAST_PATH_ROUTE}`;
const SESSION_HEADER_LIST = Object.entries(SESSION_ANSWER_HEADERS).flat();
const UNAVAILABLE_HEADERS = [
  "content-type",
  "application/json",
  "retry-after",
  String(UNAVAILABLE_RETRY_AFTER_S),
  "cache-control",
  "no-store",
];
const JWT_EXPOSED = { exposed: "set-auth-jwt" } as const;
/** Probes a load balancer or Prometheus sends every few seconds: logged at debug, not info. */
const PROBE_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

export type ListenerSettings = {
  everyResponse: readonly string[];
  drain: DrainState;
  /** Null when METRICS_ENABLED=false. */
  metrics: Metrics | null;
  routeLabels: RouteLabels;
  trustedProxies: readonly string[];
  /** The origins whose browser apps may call with credentials: the fast path answers them as the app does. */
  cors: CorsPolicy;
};

/**
 * The Node request listener. Every request gets an id (X-Request-Id, from a trusted proxy or
 * new), echoed on its response and carried by every log line written while serving it, and,
 * once answered, one access-log line and its metrics. get-session's common case is answered
 * here, straight from Node's request and into Node's response (no web Request/Response, no
 * routing), because it is by far the most frequent call an app makes. Everything else, and
 * every get-session the answerer declines, goes to the Hono app.
 */
export function createNodeListener(
  app: Hono<AppEnv>,
  answerSession: SessionAnswerer | null,
  logger: Logger,
  settings: ListenerSettings,
) {
  const appListener = getRequestListener(app.fetch);
  const { everyResponse, drain, metrics, routeLabels, trustedProxies, cors } = settings;

  const observe = (req: IncomingMessage, res: ServerResponse, requestId: string, fastPath: boolean) => {
    const started = performance.now();
    res.once("finish", () => {
      const seconds = (performance.now() - started) / 1000;
      const route = fastPath ? GET_SESSION : (routeLabels.get(req) ?? UNMATCHED_ROUTE);
      const method = req.method ?? "GET";
      metrics?.observeRequest(method, route, res.statusCode, seconds);
      logger.access({
        level: PROBE_ROUTES.has(route) ? "debug" : "info",
        requestId,
        method,
        route,
        status: res.statusCode,
        durationMs: Math.round(seconds * 100_000) / 100,
      });
    });
  };

  // Set before the app writes its own: Node merges them into its writeHead.
  const honoListener = (req: IncomingMessage, res: ServerResponse, requestId: string) =>
    withRequestContext({ requestId }, () => serveByApp(req, res, requestId));
  const serveByApp = (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    for (let i = 0; i < everyResponse.length; i += 2) res.setHeader(everyResponse[i] ?? "", everyResponse[i + 1] ?? "");
    res.setHeader("x-request-id", requestId);
    // Shutting down: the client opens its next request elsewhere (behind the load balancer).
    if (drain.draining) res.setHeader("connection", "close");
    observe(req, res, requestId, false);
    return appListener(req, res);
  };
  const sessionHeaders = [...SESSION_HEADER_LIST, ...everyResponse];

  const answerFast = (req: IncomingMessage, res: ServerResponse, requestId: string, answerer: SessionAnswerer) => {
    answerer(req.url ?? "", req.headers).then(
      (answer) => {
        if (!answer) return honoListener(req, res, requestId);
        observe(req, res, requestId, true);
        // A flat [name, value, …] list: Node writes it without building a header object.
        const headers = [
          ...sessionHeaders,
          "content-length",
          String(Buffer.byteLength(answer.body)),
          "x-request-id",
          requestId,
        ];
        if (drain.draining) headers.push("connection", "close");
        // The JWT plugin exposes its header itself; an allowed origin's app also gets CORS's own.
        headers.push("set-auth-jwt", answer.jwt, ...corsResponseHeaders(cors, req.headers.origin, JWT_EXPOSED));
        if (answer.setCookie) headers.push("set-cookie", answer.setCookie);
        res.writeHead(200, headers);
        res.end(answer.body);
      },
      (error: unknown) => {
        // No database to ask: the library's path would wait for it again.
        if (isDatabaseUnavailable(error)) {
          observe(req, res, requestId, true);
          res.writeHead(503, [
            ...everyResponse,
            ...UNAVAILABLE_HEADERS,
            ...corsResponseHeaders(cors, req.headers.origin),
            "x-request-id",
            requestId,
          ]);
          res.end(unavailableBody(GET_SESSION));
          return;
        }
        // The library's path answers the failure with the route's usual error ("Failed to get session").
        logger.warn("get-session fast path failed; answering through better-auth", error);
        return honoListener(req, res, requestId);
      },
    );
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdFor(
      req.headers["x-request-id"],
      isTrustedProxy(req.socket.remoteAddress, trustedProxies),
    );
    const url = req.url ?? "";
    const isGetSession =
      answerSession !== null &&
      req.method === "GET" &&
      url.startsWith(GET_SESSION) &&
      (url.length === GET_SESSION.length || url[GET_SESSION.length] === "?");
    // The fast path logs nothing while it serves; the app (and a declined get-session) does.
    if (isGetSession) answerFast(req, res, requestId, answerSession);
    else honoListener(req, res, requestId);
  };
}
