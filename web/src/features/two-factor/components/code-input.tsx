import { TextInput, type TextInputProps } from "@mantine/core";
import { i18n } from "../../../i18n/i18n";

export const validateSixDigits = (code: string) =>
  /^\d{6}$/.test(code.trim()) ? null : i18n.t("two-factor:codeInput.invalid");

/** A one-time code field: digits, the phone's code autofill, no spell checking. */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maw={220}
      styles={{ input: { fontFamily: "monospace", letterSpacing: 2 } }}
      required
      {...props}
    />
  );
}
