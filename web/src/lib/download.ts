import { i18n } from "../i18n/i18n";
import { RequestError } from "./errors";

/** The name a `Content-Disposition: attachment; filename="…"` header gives the file. */
function filenameOf(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? fallback;
}

async function refusalOf(response: Response): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  return new RequestError(
    {
      status: response.status,
      statusText: response.statusText,
      message: typeof body?.message === "string" ? body.message : undefined,
      code: typeof body?.code === "string" ? body.code : undefined,
    },
    i18n.t("common:errors.downloadFailed"),
  );
}

/**
 * Fetches a file the server sends as an attachment (same origin: the session cookie goes along)
 * and hands it to the browser to save. A plain link would do the same, but could show neither
 * progress nor the server's refusal. Resolves to the saved file's name.
 */
export async function downloadAttachment(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: "same-origin" }).catch(() => {
    throw new RequestError({ status: 0 });
  });
  if (!response.ok) throw await refusalOf(response);
  const name = filenameOf(response.headers.get("content-disposition"), fallbackName);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a while later: revoking at once can cancel a save that has not started yet.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
