import { Alert, Text } from "@mantine/core";
import { RouterLink } from "../../../components/router-link";
import { useHasPassword } from "../hooks/use-accounts";
import { AccountSection } from "./account-section";
import { ChangePasswordForm } from "./change-password-form";
import { SignInMethodsState } from "./sign-in-methods-state";

export function PasswordSection() {
  const hasPassword = useHasPassword();

  return (
    <AccountSection id="password" title="Password" description="Change the password you sign in with.">
      <SignInMethodsState>
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <Alert color="blue" title="Your account has no password">
            <Text size="sm">
              You sign in with a linked provider. To add a password,{" "}
              <RouterLink to="/forgot-password">request a reset link</RouterLink> for your email.
            </Text>
          </Alert>
        )}
      </SignInMethodsState>
    </AccountSection>
  );
}
