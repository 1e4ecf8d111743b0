import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Sun and moon outlines (no icon library): what the button switches to. */
const Sun = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
const Moon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

/**
 * Light or dark colors. Until a person picks, the system's preference rules (defaultColorScheme
 * "auto"); the choice is then kept in this browser (Mantine's local-storage manager).
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation("common");
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme("light");
  const next = current === "dark" ? "light" : "dark";
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={next === "dark" ? t("layout.useDarkColors") : t("layout.useLightColors")}
      data-testid="color-scheme-toggle"
    >
      {next === "dark" ? <Moon /> : <Sun />}
    </ActionIcon>
  );
}
