import { useMantineColorScheme } from "@mantine/core";
import { useLayoutEffect } from "react";
import type { ColorScheme } from "./brand";

const ATTRIBUTE = "data-mantine-color-scheme";

const systemScheme = (): "light" | "dark" =>
  window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";

/**
 * Shows the page in `scheme` while mounted, without touching the person's own choice (Mantine
 * keeps it in local storage for Gatehouse's pages): the attribute Mantine styles by is set and
 * held (a change of the system's scheme would reset it), then given back on the way out.
 * "auto" leaves the page to the person's choice.
 */
export function useForcedColorScheme(scheme: ColorScheme): void {
  const { colorScheme: chosen } = useMantineColorScheme();
  useLayoutEffect(() => {
    if (scheme !== "light" && scheme !== "dark") return;
    const root = document.documentElement;
    const hold = () => {
      if (root.getAttribute(ATTRIBUTE) !== scheme) root.setAttribute(ATTRIBUTE, scheme);
    };
    hold();
    const observer = new MutationObserver(hold);
    observer.observe(root, { attributes: true, attributeFilter: [ATTRIBUTE] });
    return () => {
      observer.disconnect();
      root.setAttribute(ATTRIBUTE, chosen === "auto" ? systemScheme() : chosen);
    };
  }, [scheme, chosen]);
}
