import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * Mantine's PasswordInput with its error stated to assistive technology: Mantine marks the inner
 * input `data-invalid` only, where its other inputs also set `aria-invalid`.
 */
export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput aria-invalid={Boolean(props.error)} {...props} />;
}
