import { connect, createServer, type Server, type Socket } from "node:net";

type Link = { client: Socket; upstream: Socket | null };

/**
 * A TCP proxy on loopback whose link the test can cut as a network partition does: while
 * partitioned nothing is forwarded either way and new connections are accepted but not carried
 * on (bytes wait, as in a lost route, instead of failing fast); heal() carries on from there.
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly links = new Set<Link>();
  private partitioned = false;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    server: Server,
  ) {
    this.server = server;
    server.on("connection", (client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("proxy has no port");
    return new TcpProxy(target, address.port, server);
  }

  /** A proxy in front of the PostgreSQL server a database URL names, and the same URL through it. */
  static async inFrontOf(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
    const real = new URL(databaseUrl);
    const proxy = await TcpProxy.start({ host: real.hostname, port: Number(real.port || 5432) });
    const proxied = new URL(real);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    return { proxy, url: proxied.toString() };
  }

  partition(): void {
    this.partitioned = true;
    for (const link of this.links) {
      link.client.unpipe();
      link.upstream?.unpipe();
      link.client.pause();
      link.upstream?.pause();
    }
  }

  heal(): void {
    this.partitioned = false;
    for (const link of this.links) this.carry(link);
  }

  /** As a stopped database server: open connections are cut and new ones refused. */
  async refuse(): Promise<void> {
    this.partitioned = false;
    await this.close();
  }

  /** Accepts connections again on the same port. */
  async restore(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, "127.0.0.1", resolve));
  }

  async close(): Promise<void> {
    for (const link of this.links) {
      link.client.destroy();
      link.upstream?.destroy();
    }
    if (!this.server.listening) return;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const link: Link = { client, upstream: null };
    this.links.add(link);
    const end = () => {
      this.links.delete(link);
      client.destroy();
      link.upstream?.destroy();
    };
    client.on("error", end).on("close", end);
    if (this.partitioned) client.pause();
    else this.carry(link);
  }

  private carry(link: Link): void {
    if (!link.upstream) {
      const upstream = connect(this.target.port, this.target.host);
      const end = () => {
        this.links.delete(link);
        link.client.destroy();
        upstream.destroy();
      };
      upstream.on("error", end).on("close", end);
      link.upstream = upstream;
    }
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  }
}
