import { i18n } from "../../../i18n/i18n";
import type { SocialProvider } from "../../auth/hooks/use-social-providers";
import { CREDENTIAL_PROVIDER } from "../hooks/use-accounts";

// Fallbacks for accounts whose provider the server no longer lists (its settings were removed).
const NAMES: Record<string, string> = {
  github: "GitHub",
  gitlab: "GitLab",
  google: "Google",
  microsoft: "Microsoft",
  apple: "Apple",
  discord: "Discord",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  huggingface: "Hugging Face",
  tiktok: "TikTok",
  vk: "VK",
};

/** Display name of an account's provider: the server's name for an enabled provider first. */
export function providerName(providerId: string, enabled: readonly SocialProvider[] = []): string {
  if (providerId === CREDENTIAL_PROVIDER) return i18n.t("account:linkedAccounts.emailAndPassword");
  return (
    enabled.find((provider) => provider.id === providerId)?.name ??
    NAMES[providerId] ??
    providerId.charAt(0).toUpperCase() + providerId.slice(1)
  );
}
