import { Avatar, Button, Group, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { type AuthUser, authClient } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateImageUrl, validateName } from "../../../lib/validators";
import { refreshSession } from "../../auth/hooks/use-session";

interface ProfileFormProps {
  user: AuthUser;
}

export function ProfileForm({ user }: ProfileFormProps) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: user.name, image: user.image ?? "" },
    validate: { name: validateName, image: validateImageUrl },
    request: ({ name, image }) => authClient.updateUser({ name, image: image.trim() || null }),
    onSuccess: async (_data, values) => {
      form.resetDirty(values);
      await refreshSession(queryClient);
      notifySuccess(t("profile.saved"));
    },
  });
  const preview = form.values.image.trim() && !validateImageUrl(form.values.image) ? form.values.image : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title={t("profile.failed")} onClose={clearFormError} />
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={preview} alt="" size="lg" radius="xl" name={form.values.name} color="initials" />
          <Stack style={{ flex: 1 }}>
            <TextInput label={t("profile.name")} autoComplete="name" required {...form.getInputProps("name")} />
            <TextInput
              label={t("profile.imageUrl")}
              type="url"
              autoComplete="photo"
              placeholder="https://example.com/me.png"
              {...form.getInputProps("image")}
            />
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("profile.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
