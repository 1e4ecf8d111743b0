import { explainAuthError } from "./error-explanations.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** GET /error: the fallback page for auth errors, with the escaped code and what it means. */
export function renderAuthErrorPage(code: string, description: string | null, homeURL: string): string {
  const safeCode = escapeHtml(code || "UNKNOWN");
  const detail = description ? `<p>${escapeHtml(description)}</p>` : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authentication Error</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2933}code{background:#f1f3f5;padding:.2rem .4rem;border-radius:4px}</style>
</head>
<body><main>
<h1>Authentication Error</h1>
<p>${escapeHtml(explainAuthError(code))}</p>
${detail}
<p>Error code: <code>${safeCode}</code></p>
<p><a href="${escapeHtml(homeURL)}">Return to Application</a></p>
</main></body>
</html>`;
}
