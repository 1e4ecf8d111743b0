import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { i18n } from "../../../i18n/i18n";
import { notifySuccess } from "../../../lib/notify";
import { validateEmail } from "../../../lib/validators";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { requestEmailUpdate, verifyEmailUpdate } from "../hooks/use-portal-email-update";
import { useRefreshPortal } from "../hooks/use-portal-subscriptions";
import type { PortalAuth } from "../lib/portal-client";

/** Six letters and digits; spaces and dashes are forgiven, as the server forgives them. */
const validateCode = (value: string) =>
  /^[A-Za-z0-9]{6}$/.test(value.replace(/[\s-]/g, "")) ? null : i18n.t("portal:changeEmail.codeInvalid");

function AddressStep({ auth, onSent }: { auth: PortalAuth; onSent: (email: string) => void }) {
  const { t } = useTranslation("portal");
  const request = useV1Form({
    initialValues: { email: "" },
    validate: { email: validateEmail },
    request: ({ email }) => requestEmailUpdate(auth, email.trim()),
    onSuccess: (_data, { email }) => onSent(email.trim()),
  });
  return (
    <form onSubmit={request.onSubmit} noValidate aria-label={t("changeEmail.title")}>
      <Stack>
        <FormAlert error={request.formError} title={t("changeEmail.sendFailed")} onClose={request.clearFormError} />
        <TextInput
          label={t("changeEmail.newEmail")}
          description={t("changeEmail.newEmailHint")}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...request.form.getInputProps("email")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={request.submitting}>
            {t("changeEmail.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onDone, onBack }: { email: string; onDone: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation("portal");
  const verify = useV1Form({
    initialValues: { token: "" },
    validate: { token: validateCode },
    request: ({ token }) => verifyEmailUpdate(token),
    onSuccess: async () => {
      notifySuccess(t("changeEmail.changed"), t("changeEmail.changedTo", { email }));
      await onDone();
    },
  });
  return (
    <form onSubmit={verify.onSubmit} noValidate aria-label={t("changeEmail.title")}>
      <Stack>
        <FormAlert error={verify.formError} title={t("changeEmail.verifyFailed")} onClose={verify.clearFormError} />
        <Text size="sm" role="status">
          {t("changeEmail.codeSent", { email })}
        </Text>
        <TextInput
          label={t("changeEmail.code")}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          data-autofocus
          {...verify.form.getInputProps("token")}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t("changeEmail.otherAddress")}
          </Button>
          <Button type="submit" loading={verify.submitting}>
            {t("changeEmail.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Change the customer's email: the new address gets a code (and a link, for another device);
 * the change is made once the code comes back. Nothing changes before.
 */
export function ChangeEmailModal({ auth, onClose }: { auth: PortalAuth; onClose: () => void }) {
  const { t } = useTranslation("portal");
  const refresh = useRefreshPortal(auth);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t("changeEmail.title")} centered>
      {sentTo === null ? (
        <AddressStep auth={auth} onSent={setSentTo} />
      ) : (
        <CodeStep
          email={sentTo}
          onBack={() => setSentTo(null)}
          onDone={async () => {
            await refresh();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
