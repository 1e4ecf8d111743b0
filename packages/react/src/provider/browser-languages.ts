import { useMemo, useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
}

/** Joined into one string: a snapshot must compare equal for as long as nothing changed. */
function readLanguages(): string {
  return (navigator.languages.length > 0 ? navigator.languages : [navigator.language]).join(",");
}

/** Rendered on a server there is no browser: its render and the hydration that follows speak the fallback. */
const serverLanguages = () => "";

/**
 * The browser's languages in the person's order of preference (`navigator.languages`), followed
 * as they change; none while rendered on a server, so the first client render hydrates what the
 * server rendered and the browser's language follows right after.
 */
export function useBrowserLanguages(): readonly string[] {
  const joined = useSyncExternalStore(subscribe, readLanguages, serverLanguages);
  return useMemo(() => (joined === "" ? [] : joined.split(",")), [joined]);
}
