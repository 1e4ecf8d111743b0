import { isIP } from "node:net";

/** The one header better-auth reads the client address from; Gatehouse always overwrites it. */
export const CLIENT_IP_HEADER = "x-gatehouse-client-ip";

const normalize = (address: string) => address.trim().replace(/^::ffff:/, "");

/** Whether the socket peer is one of TRUSTED_PROXIES (whose forwarded headers are believed). */
export function isTrustedProxy(socketAddress: string | undefined, trustedProxies: readonly string[]): boolean {
  return trustedProxies.length > 0 && trustedProxies.includes(normalize(socketAddress ?? ""));
}

/**
 * The client's address: the socket peer, unless that peer is a configured trusted proxy, in
 * which case X-Forwarded-For is walked from the right, skipping trusted hops. A forwarded
 * header from anyone else is ignored, so clients cannot pick their own rate-limit key.
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: readonly string[],
): string {
  const peer = normalize(socketAddress ?? "");
  if (!isTrustedProxy(peer, trustedProxies) || !forwardedFor) return peer || "unknown";
  const hops = forwardedFor
    .split(",")
    .map(normalize)
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return hops[0] ?? peer;
}
