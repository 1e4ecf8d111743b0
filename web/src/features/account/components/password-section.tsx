import { Alert, Anchor, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHasPassword } from "../hooks/use-accounts";
import { AccountSection } from "./account-section";
import { ChangePasswordForm } from "./change-password-form";
import { SignInMethodsState } from "./sign-in-methods-state";

export function PasswordSection() {
  const { t } = useTranslation("account");
  const hasPassword = useHasPassword();

  return (
    <AccountSection id="password" title={t("sections.passwordTitle")} description={t("sections.passwordDescription")}>
      <SignInMethodsState>
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <Alert color="blue" title={t("password.noPasswordTitle")}>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="password.noPasswordBody"
                components={{ a: <Anchor component={Link} to="/forgot-password" /> }}
              />
            </Text>
          </Alert>
        )}
      </SignInMethodsState>
    </AccountSection>
  );
}
