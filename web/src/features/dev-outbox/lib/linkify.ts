export type TextPart = { kind: "text"; value: string } | { kind: "link"; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Splits plain text into text runs and http(s) links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    // Trailing punctuation usually ends the sentence, not the URL.
    const href = match[0].replace(/[.,;:!?]+$/, "");
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

/** The http(s) links of an HTML body, read without running or rendering it. */
export function linksInHtml(html: string): string[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, "text/html");
  const hrefs = Array.from(doc.querySelectorAll("a[href]"), (anchor) => anchor.getAttribute("href") ?? "");
  return [...new Set(hrefs.filter((href) => /^https?:\/\//.test(href)))];
}
