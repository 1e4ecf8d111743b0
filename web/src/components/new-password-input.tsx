import type { PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../i18n/format";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/validators";
import { PasswordInput } from "./password-input";

type NewPasswordInputProps = Omit<PasswordInputProps, "description" | "autoComplete" | "required"> & {
  "data-autofocus"?: boolean;
};

/** A required password field for choosing a password: length hint and `autoComplete="new-password"`. */
export function NewPasswordInput(props: NewPasswordInputProps) {
  const { t } = useTranslation("common");
  return (
    <PasswordInput
      description={t("newPasswordInput.description", {
        min: formatNumber(PASSWORD_MIN),
        max: formatNumber(PASSWORD_MAX),
      })}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
