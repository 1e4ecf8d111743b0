import type { PasswordInputProps } from "@mantine/core";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/validators";
import { PasswordInput } from "./password-input";

type NewPasswordInputProps = Omit<PasswordInputProps, "description" | "autoComplete" | "required"> & {
  "data-autofocus"?: boolean;
};

/** A required password field for choosing a password: length hint and `autoComplete="new-password"`. */
export function NewPasswordInput(props: NewPasswordInputProps) {
  return (
    <PasswordInput
      description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
