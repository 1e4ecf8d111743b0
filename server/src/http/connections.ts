import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a connection must have been idle before shutdown closes it: one just opened (or just
 * answered) may carry a request the server has not read yet, and closing it would reset that
 * request.
 */
const IDLE_GRACE_MS = 1_000;

type ConnectionState = { requests: number; idleSince: number };

/**
 * Which connections are serving a request, for the shutdown sweep. Node's closeIdleConnections()
 * (Node 20) counts a connection idle once its request has been read while the handler still
 * works on it, and a connection just accepted as idle before its request arrives; either way it
 * reset in-flight requests (ECONNRESET). Here a connection is idle only from its response's end
 * (or its opening) until its next request, and is closed only after the grace above.
 */
export type ConnectionTracker = {
  /** Closes connections idle for longer than the grace. */
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
    connections.set(socket, { requests: 0, idleSince: performance.now() });
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
      state.idleSince = performance.now();
    });
  });
  return {
    inFlight: () => inFlight,
    received: () => received,
    closeIdle() {
      const now = performance.now();
      for (const [socket, state] of connections)
        if (state.requests === 0 && now - state.idleSince >= IDLE_GRACE_MS) socket.destroy();
    },
  };
}
