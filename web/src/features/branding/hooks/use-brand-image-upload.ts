import { useMutation } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import type { BrandImageKind } from "../lib/brand";

/**
 * Uploads a logo or icon (PNG, JPEG or WebP; the server checks type and size) and answers the URL
 * Gatehouse serves it at. Nothing changes on the brand until that URL is saved.
 */
export function useBrandImageUpload(organizationId: string) {
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: BrandImageKind; file: File }) => {
      const body = new FormData();
      body.set("organizationId", organizationId);
      body.set("kind", kind);
      body.set("file", file);
      return unwrap(
        await authClient.$fetch<{ url: string }>("/organization/branding/upload", { method: "POST", body }),
        i18n.t("branding:image.uploadError"),
      );
    },
  });
}
