import { createServer, type Server } from "node:net";
import { describe, expect, it } from "vitest";
import { onFreePort } from "./test-server.ts";

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Servers that must know their port before they listen pick a free one first; something else may
 * take it in between (another worker's server, an outgoing connection's ephemeral port). This
 * happened in CI: a social sign-in fixture failed with EADDRINUSE.
 */
describe("onFreePort", () => {
  it("starts again on another port when the one picked was taken before the listen", async () => {
    const tried: number[] = [];
    let squatter: Server | null = null;
    const server = await onFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1) squatter = await listen(port);
      return listen(port);
    });
    try {
      expect(tried).toHaveLength(2);
      expect(tried[1]).not.toBe(tried[0]);
      expect(server.address()).toMatchObject({ port: tried[1] });
    } finally {
      await close(server);
      if (squatter) await close(squatter);
    }
  });

  it("gives up after its attempts, with the listen's own error", async () => {
    let attempts = 0;
    const taken = Object.assign(new Error("listen EADDRINUSE: address already in use"), { code: "EADDRINUSE" });
    await expect(
      onFreePort(async () => {
        attempts++;
        throw taken;
      }, 3),
    ).rejects.toBe(taken);
    expect(attempts).toBe(3);
  });

  it("does not retry any other failure", async () => {
    let attempts = 0;
    await expect(
      onFreePort(async () => {
        attempts++;
        throw new Error("the database is not there");
      }),
    ).rejects.toThrow("the database is not there");
    expect(attempts).toBe(1);
  });
});
