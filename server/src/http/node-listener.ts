import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { SESSION_ANSWER_HEADERS, type SessionAnswerer } from "../auth/session/fast-path/fast-get-session.ts";
import { isDatabaseUnavailable } from "../db/availability.ts";
import type { AppEnv } from "../kit/http-env.ts";
import type { Logger } from "../kit/logger.ts";
import type { DrainState } from "./health.ts";
import { UNAVAILABLE_RETRY_AFTER_S, unavailableBody } from "./unavailable.ts";

const GET_SESSION = "/api/auth/get-session";
const SESSION_HEADER_LIST = Object.entries(SESSION_ANSWER_HEADERS).flat();
const UNAVAILABLE_HEADERS = [
  "content-type",
  "application/json",
  "retry-after",
  String(UNAVAILABLE_RETRY_AFTER_S),
  "cache-control",
  "no-store",
];

/**
 * The Node request listener: get-session's common case is answered here, straight from
 * Node's request and into Node's response (no web Request/Response, no routing), because
 * it is by far the most frequent call an app makes. Everything else, and every get-session
 * the answerer declines, goes to the Hono app.
 */
export function createNodeListener(
  app: Hono<AppEnv>,
  answerSession: SessionAnswerer | null,
  logger: Logger,
  headers: { everyResponse: readonly string[]; drain: DrainState },
) {
  const appListener = getRequestListener(app.fetch);
  const { everyResponse, drain } = headers;
  // Set before the app writes its own: Node merges them into its writeHead.
  const honoListener = (req: IncomingMessage, res: ServerResponse) => {
    for (let i = 0; i < everyResponse.length; i += 2) res.setHeader(everyResponse[i] ?? "", everyResponse[i + 1] ?? "");
    // Shutting down: the client opens its next request elsewhere (behind the load balancer).
    if (drain.draining) res.setHeader("connection", "close");
    return appListener(req, res);
  };
  const sessionHeaders = [...SESSION_HEADER_LIST, ...everyResponse];
  if (!answerSession) return honoListener;
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    const isGetSession =
      req.method === "GET" &&
      url.startsWith(GET_SESSION) &&
      (url.length === GET_SESSION.length || url[GET_SESSION.length] === "?");
    if (!isGetSession) return honoListener(req, res);
    answerSession(url, req.headers).then(
      (answer) => {
        if (!answer) return honoListener(req, res);
        // A flat [name, value, …] list: Node writes it without building a header object.
        const headers = [...sessionHeaders, "content-length", String(Buffer.byteLength(answer.body))];
        if (drain.draining) headers.push("connection", "close");
        if (answer.setCookie) headers.push("set-cookie", answer.setCookie);
        res.writeHead(200, headers);
        res.end(answer.body);
      },
      (error: unknown) => {
        // No database to ask: the library's path would wait for it again.
        if (isDatabaseUnavailable(error)) {
          res.writeHead(503, [...everyResponse, ...UNAVAILABLE_HEADERS]);
          res.end(unavailableBody(GET_SESSION));
          return;
        }
        // The library's path reports the failure the SPEC way ("Failed to get session").
        logger.warn("get-session fast path failed; answering through better-auth", error);
        return honoListener(req, res);
      },
    );
  };
}
