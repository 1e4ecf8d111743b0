import { isIPv4, isIPv6 } from "node:net";

/** Bits of an address that name its network: a home's DHCP lease changes within them. */
const IPV4_PREFIX = 24;
const IPV6_PREFIX = 56;

/** An IPv6 address as its eight 16-bit groups ("::" expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail[1].split(".").map(Number);
    text = text.replace(v4Tail[1], `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`);
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network a client address belongs to, as text to compare: "203.0.113.0/24", "2001:db8:0:ab00::/56".
 * An IPv4 address mapped into IPv6 counts as IPv4; anything else (a missing address) is kept as it is.
 */
export function networkOf(address: string | null | undefined): string {
  const text = (address ?? "").trim().replace(/^::ffff:(?=\d+\.)/i, "");
  if (isIPv4(text)) {
    const octets = text.split(".").slice(0, IPV4_PREFIX / 8);
    return `${octets.join(".")}.0/${IPV4_PREFIX}`;
  }
  if (isIPv6(text)) {
    const groups = ipv6Groups(text);
    const kept = groups.slice(0, 4).map((group, index) => (index === 3 ? group & 0xff00 : group));
    return `${kept.map((group) => group.toString(16)).join(":")}::/${IPV6_PREFIX}`;
  }
  return text || "unknown";
}
