import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";

type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

export type SignOptions = {
  kid?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  alg?: string;
};

/**
 * A stand-in for Gatehouse's signing side on loopback: RSA keys made by jose, the published ones
 * served as a JWKS at /api/auth/jwks, every request to the server counted by path.
 */
export class KeyServer {
  private readonly keys = new Map<string, SigningKey>();
  private published: string[] = [];
  private server: Server | null = null;
  readonly requests: string[] = [];
  /** The Cookie header of each request (undefined: none). */
  readonly cookies: Array<string | undefined> = [];
  url = "";

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.requests.push(request.url ?? "");
      this.cookies.push(request.headers.cookie);
      if (request.url !== "/api/auth/jwks") {
        response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found"}');
        return;
      }
      const keys = this.published.map((kid) => this.keys.get(kid)?.publicJwk);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** How many times the JWKS was fetched. */
  get jwksFetches(): number {
    return this.requests.filter((path) => path === "/api/auth/jwks").length;
  }

  /** A new RSA key (2048 bits, as Gatehouse makes them); `publish` puts it in the JWKS. */
  async addKey(kid: string, options: { publish: boolean }): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { modulusLength: 2048 });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
    this.keys.set(kid, { kid, privateKey, publicJwk });
    if (options.publish) this.published.push(kid);
  }

  /** Serves exactly these keys from now on. */
  publish(kids: string[]): void {
    this.published = kids;
  }

  /** A JWT over `claims` signed with the key `kid` (the header names `kid`, or `options.kid`). */
  async sign(kid: string, claims: JWTPayload, options: SignOptions = {}): Promise<string> {
    const key = this.keys.get(kid);
    if (!key) throw new Error(`no key ${kid}`);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? "RS256", kid: options.kid ?? kid })
      .setIssuedAt(now)
      .setIssuer(options.issuer ?? this.url)
      .setAudience(options.audience ?? this.url)
      .setExpirationTime(now + (options.expiresIn ?? 15 * 60))
      .sign(key.privateKey);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The claims of a Gatehouse `/api/auth/token` JWT: the user's fields, `sub`, the entitlements claim. */
export function gatehouseClaims(userId: string, entitlements?: unknown): JWTPayload {
  return {
    sub: userId,
    id: userId,
    email: "ada@example.com",
    name: "Ada Lovelace",
    emailVerified: true,
    image: null,
    role: "user",
    createdAt: "2025-01-02T03:04:05.000Z",
    updatedAt: "2025-01-02T03:04:05.000Z",
    ...(entitlements === undefined ? {} : { entitlements }),
  };
}

export const bearer = (url: string, token: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
