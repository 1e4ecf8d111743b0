import { useState } from "react";
import { useLocalization } from "../../provider/localization.js";

interface ReturnedError {
  code: string;
  /** The single sign-on plugin's own words, when it sent some. */
  description: string | null;
}

/**
 * The refusal a sign-in that left the page came back with (`?error=` on `errorCallbackURL`, and
 * the single sign-on plugin's `error_description`), read once when the form mounts and said in
 * the person's language by its code (the `returnedError` messages; any other code is said in
 * general words).
 */
export function useReturnedError(): string | null {
  const { messages } = useLocalization();
  const [returned] = useState((): ReturnedError | null => {
    if (typeof window === "undefined") return null;
    const params = new URLSearchParams(window.location.search);
    const code = params.get("error");
    if (!code) return null;
    return { code: code.toLowerCase(), description: params.get("error_description") || null };
  });
  if (!returned) return null;
  if (returned.description) return returned.description;
  const explanations: Readonly<Record<string, string>> = messages.returnedError;
  const explanation = Object.hasOwn(explanations, returned.code) ? explanations[returned.code] : undefined;
  return explanation ?? messages.returnedError.generic;
}
