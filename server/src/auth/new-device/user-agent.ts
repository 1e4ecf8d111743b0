/** What a sign-in's user agent says of its browser and operating system, as families ("Firefox", "Windows"). */
export type UserAgentFamily = { browser: string; os: string };

const UNKNOWN = "Unknown";

/**
 * Browsers by their tokens, most specific first: Edge, Opera and Samsung Internet carry Chrome's
 * token, Chrome carries Safari's. Versions are left out: an update is not a new device.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Headless)?(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bnode\b|\bundici\b/i, "Node.js"],
];

/** Operating systems, most specific first: iPadOS and iOS say "like Mac OS X", Android says "Linux". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? UNKNOWN;

/** The browser and operating system families of a user agent; "Unknown" for what it does not name. */
export function userAgentFamily(userAgent: string | null | undefined): UserAgentFamily {
  const text = userAgent ?? "";
  return { browser: firstMatch(text, BROWSERS), os: firstMatch(text, SYSTEMS) };
}
