import { isIP } from "node:net";

/**
 * IP allowlists of credentials (API keys, organization access tokens): IPv4 and IPv6 addresses
 * and CIDR ranges, checked against the client address `http/client-ip.ts` decides. One parser and
 * one matcher for every credential, so a list means the same wherever it is set.
 *
 * Entries are kept normalised: the network address of a range (host bits cleared), IPv6 in its
 * compressed lower-case form, a full-length prefix written as the bare address, and IPv4-mapped
 * IPv6 (`::ffff:a.b.c.d`, `::ffff:0:0/96` and narrower) written as IPv4 — so a client reaching a
 * dual-stack socket as `::ffff:203.0.113.9` matches `203.0.113.0/24`.
 */

/** The most entries one credential's list holds. */
export const IP_ALLOWLIST_MAX_ENTRIES = 100;

type Family = 4 | 6;
type Range = { family: Family; network: bigint; prefix: number };

const WIDTH: Record<Family, number> = { 4: 32, 6: 128 };

function ipv4Bits(address: string): bigint {
  return address.split(".").reduce((bits, octet) => (bits << 8n) | BigInt(Number(octet)), 0n);
}

/** The 128 bits of a valid IPv6 address (an IPv4 tail included). */
function ipv6Bits(address: string): bigint {
  const [head = "", tail] = address.split("::");
  const groups = (part: string | undefined): bigint[] => {
    if (!part) return [];
    return part.split(":").flatMap((group) => {
      if (!group.includes(".")) return [BigInt(Number.parseInt(group, 16))];
      const v4 = ipv4Bits(group);
      return [v4 >> 16n, v4 & 0xffffn];
    });
  };
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0n), ...right];
  return all.reduce((bits, group) => (bits << 16n) | group, 0n);
}

function formatIpv4(bits: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((bits >> shift) & 0xffn)).join(".");
}

function formatIpv6(bits: bigint): string {
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((bits >> shift) & 0xffffn).toString(16));
  return new URL(`http://[${groups.join(":")}]`).hostname.slice(1, -1);
}

const mask = (family: Family, prefix: number): bigint => {
  const width = BigInt(WIDTH[family]);
  return ((1n << width) - 1n) ^ ((1n << (width - BigInt(prefix))) - 1n);
};

/** An address as a full-length range, IPv4-mapped IPv6 as IPv4; null when it is no IP address. */
function parseAddress(text: string): Range | null {
  if (text.includes("%")) return null; // zone ids name a local interface, not a client
  const family = isIP(text);
  if (family === 4) return { family: 4, network: ipv4Bits(text), prefix: 32 };
  if (family !== 6) return null;
  const bits = ipv6Bits(text);
  if (bits >> 32n === 0xffffn) return { family: 4, network: bits & 0xffffffffn, prefix: 32 };
  return { family: 6, network: bits, prefix: 128 };
}

/** An address or CIDR range, normalised (see above); null when it is neither. */
function parseRange(entry: string): Range | null {
  const [text = "", prefixText, extra] = entry.trim().split("/");
  if (extra !== undefined) return null;
  const family = isIP(text);
  if (family === 0 || text.includes("%")) return null;
  if (prefixText === undefined) return parseAddress(text);
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  let prefix = Number(prefixText);
  if (prefix > WIDTH[family as Family]) return null;
  let range: Range = { family: family as Family, network: family === 4 ? ipv4Bits(text) : ipv6Bits(text), prefix };
  if (range.family === 6 && prefix >= 96 && range.network >> 32n === 0xffffn) {
    prefix -= 96;
    range = { family: 4, network: range.network & 0xffffffffn, prefix };
  }
  return { ...range, network: range.network & mask(range.family, range.prefix) };
}

function formatRange(range: Range): string {
  const address = range.family === 4 ? formatIpv4(range.network) : formatIpv6(range.network);
  return range.prefix === WIDTH[range.family] ? address : `${address}/${range.prefix}`;
}

/** One entry normalised, or null when it is no address or range. */
export function normaliseIpRange(entry: string): string | null {
  const range = parseRange(entry);
  return range ? formatRange(range) : null;
}

type IpAllowlistCheck =
  | { ok: true; allowlist: string[] }
  | { ok: false; reason: "invalid_entry"; entry: string; index: number; message: string }
  | { ok: false; reason: "too_many"; message: string };

/**
 * A list as a client sent it, checked and normalised: each entry an address or range (the first
 * that is not is named), duplicates dropped, at most IP_ALLOWLIST_MAX_ENTRIES.
 */
export function checkIpAllowlist(entries: readonly string[]): IpAllowlistCheck {
  const normalised: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const range = normaliseIpRange(entry);
    if (range === null)
      return {
        ok: false,
        reason: "invalid_entry",
        entry,
        index,
        message: `"${entry}" is not an IP address or CIDR range (e.g. 203.0.113.9, 203.0.113.0/24, 2001:db8::/32).`,
      };
    if (!normalised.includes(range)) normalised.push(range);
  }
  if (normalised.length > IP_ALLOWLIST_MAX_ENTRIES)
    return {
      ok: false,
      reason: "too_many",
      message: `An IP allowlist holds at most ${IP_ALLOWLIST_MAX_ENTRIES} addresses or ranges.`,
    };
  return { ok: true, allowlist: normalised };
}

/**
 * Whether a client address may use a credential with this allowlist: an empty or absent list
 * allows any address; otherwise the address must fall in one of its ranges. An address that is
 * not one (a client address the server could not tell) is refused by any list.
 */
export function ipAllowed(
  address: string | null | undefined,
  allowlist: readonly string[] | null | undefined,
): boolean {
  if (!allowlist || allowlist.length === 0) return true;
  const client = address ? parseAddress(address.trim()) : null;
  if (!client) return false;
  return allowlist.some((entry) => {
    const range = parseRange(entry);
    return (
      range !== null &&
      range.family === client.family &&
      (client.network & mask(range.family, range.prefix)) === range.network
    );
  });
}

/** The stored form of a list (JSON text, null when it allows any address) and back. */
export function ipAllowlistColumn(allowlist: readonly string[] | null | undefined): string | null {
  return allowlist && allowlist.length > 0 ? JSON.stringify(allowlist) : null;
}

export function ipAllowlistFromColumn(text: string | null | undefined): string[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
}
