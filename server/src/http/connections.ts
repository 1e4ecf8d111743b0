import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a connection that has not carried a request yet is left open at shutdown: its
 * request may be on its way, and closing it would reset that request. A keep-alive connection
 * idle after a response closes at once, as Node's own sweep does.
 */
const NEW_CONNECTION_GRACE_MS = 1_000;

type ConnectionState = { requests: number; served: number; idleSince: number };

/**
 * Which connections are serving a request, for the shutdown sweep. Node's closeIdleConnections()
 * (Node 20) counts a connection idle once its request has been read while the handler still
 * works on it, and a connection just accepted as idle before its request arrives; either way it
 * reset in-flight requests (ECONNRESET). Here a connection is idle only from its response's end
 * (or its opening) until its next request; one never used is closed only after the grace above.
 */
export type ConnectionTracker = {
  /** Closes idle connections (a never-used one once its grace is over). */
  closeIdle(): void;
  /** Requests received and not yet answered. */
  inFlight(): number;
  /** Requests received since start. */
  received(): number;
};

export function trackConnections(server: Server): ConnectionTracker {
  const connections = new Map<Socket, ConnectionState>();
  let inFlight = 0;
  let received = 0;
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { requests: 0, served: 0, idleSince: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request, response) => {
    received += 1;
    inFlight += 1;
    const state = connections.get(request.socket);
    if (state) state.requests += 1;
    response.once("close", () => {
      inFlight -= 1;
      if (!state) return;
      state.requests -= 1;
      state.served += 1;
      state.idleSince = performance.now();
    });
  });
  return {
    inFlight: () => inFlight,
    received: () => received,
    closeIdle() {
      const now = performance.now();
      for (const [socket, state] of connections)
        if (state.requests === 0 && (state.served > 0 || now - state.idleSince >= NEW_CONNECTION_GRACE_MS))
          socket.destroy();
    },
  };
}
