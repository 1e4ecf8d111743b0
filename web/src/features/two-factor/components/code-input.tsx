import { TextInput, type TextInputProps } from "@mantine/core";

export const validateSixDigits = (code: string) => (/^\d{6}$/.test(code.trim()) ? null : "Enter the 6-digit code");

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
