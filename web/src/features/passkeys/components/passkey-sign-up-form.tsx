import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { usePasskeySignUp, webAuthnAvailable } from "../hooks/use-passkey-sign-up";

interface PasskeySignUpFormProps {
  /** What the person typed into the password form, carried over. */
  initialValues: { email: string; name: string };
  callbackURL: string;
  onSignedUp: (result: { signedIn: boolean; email: string }) => void | Promise<void>;
  /** Back to the password form, with what was typed here. */
  onUsePassword: (values: { email: string; name: string }) => void;
}

/** Sign-up without a password: a name and an email, then the browser's prompt makes the passkey. */
export function PasskeySignUpForm({ initialValues, callbackURL, onSignedUp, onUsePassword }: PasskeySignUpFormProps) {
  const { t } = useTranslation("passkeys");
  const { form, onSubmit, submitting, formError, clearFormError, captchaWidget } = usePasskeySignUp({
    initialValues,
    callbackURL,
    onSignedUp,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="passkey-sign-up-title">
      <Stack>
        <Text id="passkey-sign-up-title" fw={600}>
          {t("signUp.title")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("signUp.description")}
        </Text>
        <FormAlert error={formError} title={t("signUp.failed")} onClose={clearFormError} />
        <TextInput label={t("signUp.name")} autoComplete="name" required {...form.getInputProps("name")} />
        <TextInput
          label={t("signUp.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        {captchaWidget}
        <Button type="submit" loading={submitting} fullWidth>
          {t("signUp.submit")}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onUsePassword(form.values)}
          disabled={submitting}
        >
          {t("signUp.usePassword")}
        </Anchor>
      </Stack>
    </form>
  );
}

const wrapLabel = { label: { whiteSpace: "normal", textAlign: "center" } } as const;

/** Opens the passkey sign-up; nothing where the browser cannot make a passkey (no WebAuthn). */
export function PasskeySignUpButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("passkeys");
  if (!webAuthnAvailable()) return null;
  return (
    // Longer translations wrap onto a second line rather than overflow a phone's width.
    <Button variant="default" fullWidth h="auto" mih={36} py={6} styles={wrapLabel} onClick={onClick}>
      {t("signUp.start")}
    </Button>
  );
}
