import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("two-factor");
  // Ask for the password unless the account is known to have none (social, magic link, passkey).
  const hasPassword = useHasPassword() !== false;
  const refresh = useRefreshAfterTwoFactorChange();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const enabled = user.twoFactorEnabled === true;
  const idle = () => setStep({ kind: "idle" });

  return (
    <AccountSection id="two-factor" title={t("section.title")} description={t("section.description")}>
      <SignInMethodsState>
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm">{t("section.status")}</Text>
            <Badge color={enabled ? "teal" : "gray"} variant="light" data-testid="two-factor-status">
              {enabled ? t("section.on") : t("section.off")}
            </Badge>
          </Group>
          {step.kind === "idle" && (
            <Group gap="xs">
              {enabled ? (
                <>
                  <Button variant="light" onClick={() => setStep({ kind: "password", purpose: "new-codes" })}>
                    {t("section.newBackupCodes")}
                  </Button>
                  <Button variant="light" color="red" onClick={() => setStep({ kind: "password", purpose: "disable" })}>
                    {t("section.turnOff")}
                  </Button>
                </>
              ) : (
                <Button onClick={() => setStep({ kind: "password", purpose: "enable" })}>{t("section.setUp")}</Button>
              )}
            </Group>
          )}
          {step.kind === "password" && step.purpose === "enable" && (
            <PasswordConfirmForm
              action={t("section.continue")}
              errorTitle={t("section.setupFailed")}
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
              action={t("section.turnOff")}
              errorTitle={t("section.turnOffFailed")}
              hasPassword={hasPassword}
              danger
              request={twoFactorApi.disable}
              onSuccess={async () => {
                idle();
                notifySuccess(t("section.offTitle"), t("section.offBody"));
                await refresh();
              }}
              onCancel={idle}
            />
          )}
          {step.kind === "password" && step.purpose === "new-codes" && (
            <PasswordConfirmForm
              action={t("section.makeNewCodes")}
              errorTitle={t("section.newCodesFailed")}
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
                notifySuccess(t("section.onTitle"), t("section.onBody"));
                await refresh();
              }}
              onCancel={idle}
            />
          )}
          {step.kind === "codes" && <BackupCodes codes={step.codes} email={user.email} onDone={idle} />}
          {enabled && step.kind === "idle" && (
            <Alert color="gray" variant="light">
              <Text size="sm">{t("section.lostPhone", { email: user.email })}</Text>
            </Alert>
          )}
        </Stack>
      </SignInMethodsState>
    </AccountSection>
  );
}
