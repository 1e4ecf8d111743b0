import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AuthUser } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { AccountSection } from "../../account/components/account-section";
import { SignInMethodsState } from "../../account/components/sign-in-methods-state";
import { useHasPassword } from "../../account/hooks/use-accounts";
import { type TwoFactorSetup, twoFactorApi, useRefreshAfterTwoFactorChange } from "../hooks/use-two-factor";
import { BackupCodes } from "./backup-codes";
import { PasswordConfirmForm } from "./password-confirm-form";
import { TotpSetup } from "./totp-setup";

/** Where the section is: at rest, asking for the password, setting up the app, showing codes. */
type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: "enable" | "disable" | "new-codes" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[] };

export function TwoFactorSection({ user }: { user: AuthUser }) {
  // Ask for the password unless the account is known to have none (social, magic link, passkey).
  const hasPassword = useHasPassword() !== false;
  const refresh = useRefreshAfterTwoFactorChange();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const enabled = user.twoFactorEnabled === true;
  const idle = () => setStep({ kind: "idle" });

  return (
    <AccountSection
      id="two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app after your password, so a stolen password is not enough."
    >
      <SignInMethodsState>
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm">Status:</Text>
            <Badge color={enabled ? "teal" : "gray"} variant="light" data-testid="two-factor-status">
              {enabled ? "On" : "Off"}
            </Badge>
          </Group>
          {step.kind === "idle" && (
            <Group gap="xs">
              {enabled ? (
                <>
                  <Button variant="light" onClick={() => setStep({ kind: "password", purpose: "new-codes" })}>
                    New backup codes
                  </Button>
                  <Button variant="light" color="red" onClick={() => setStep({ kind: "password", purpose: "disable" })}>
                    Turn off two-factor
                  </Button>
                </>
              ) : (
                <Button onClick={() => setStep({ kind: "password", purpose: "enable" })}>Set up two-factor</Button>
              )}
            </Group>
          )}
          {step.kind === "password" && step.purpose === "enable" && (
            <PasswordConfirmForm
              action="Continue"
              errorTitle="Could not start the setup"
              hasPassword={hasPassword}
              request={twoFactorApi.enable}
              onSuccess={(data) => {
                if ("totpURI" in data && data.totpURI) {
                  setStep({ kind: "setup", setup: { totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] } });
                }
              }}
              onCancel={idle}
            />
          )}
          {step.kind === "password" && step.purpose === "disable" && (
            <PasswordConfirmForm
              action="Turn off two-factor"
              errorTitle="Could not turn off two-factor"
              hasPassword={hasPassword}
              danger
              request={twoFactorApi.disable}
              onSuccess={async () => {
                idle();
                notifySuccess("Two-factor is off", "Your password alone signs you in now.");
                await refresh();
              }}
              onCancel={idle}
            />
          )}
          {step.kind === "password" && step.purpose === "new-codes" && (
            <PasswordConfirmForm
              action="Make new backup codes"
              errorTitle="Could not make new backup codes"
              hasPassword={hasPassword}
              request={twoFactorApi.newBackupCodes}
              onSuccess={(data) => setStep({ kind: "codes", codes: data.backupCodes })}
              onCancel={idle}
            />
          )}
          {step.kind === "setup" && (
            <TotpSetup
              totpURI={step.setup.totpURI}
              onConfirmed={async () => {
                setStep({ kind: "codes", codes: step.setup.backupCodes });
                notifySuccess("Two-factor is on", "Sign-ins now ask for a code from your app.");
                await refresh();
              }}
              onCancel={idle}
            />
          )}
          {step.kind === "codes" && <BackupCodes codes={step.codes} email={user.email} onDone={idle} />}
          {enabled && step.kind === "idle" && (
            <Alert color="gray" variant="light">
              <Text size="sm">
                Lost your phone? Sign in with a backup code or a code sent to {user.email}, then set up two-factor
                again.
              </Text>
            </Alert>
          )}
        </Stack>
      </SignInMethodsState>
    </AccountSection>
  );
}
