import { i18n } from "../../../i18n/i18n";

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/HeadlessChrome\//, "Headless Chrome"],
  [/Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
  [/curl\//, "curl"],
  [/node|undici/i, "Node.js"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iOS/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Linux" from a user-agent string; good enough to tell sessions apart. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return i18n.t("account:sessionRow.unknownDevice");
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return i18n.t("account:sessionRow.browserOnSystem", { browser, system });
  return browser ?? system ?? i18n.t("account:sessionRow.unknownDevice");
}
