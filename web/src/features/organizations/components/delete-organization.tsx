import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { TypeToConfirmModal } from "../../../components/type-to-confirm-modal";
import type { FullOrganization } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { refreshOrganizations, useDeleteOrganization } from "../hooks/use-organizations";

/** Owners only: admins may do everything but delete the organization. The person types the slug to confirm. */
export function DeleteOrganization({ organization }: { organization: FullOrganization }) {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteOrganization();
  const [open, setOpen] = useState(false);
  const onDelete = () =>
    remove.mutate(organization.id, {
      onSuccess: async () => {
        setOpen(false);
        notifySuccess(
          t("deleteOrganization.deleted"),
          t("deleteOrganization.deletedMessage", { name: organization.name }),
        );
        await navigate(paths.home);
        await refreshOrganizations(queryClient, {
          leaving: { organizationId: organization.id, slug: organization.slug },
        });
      },
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t("deleteOrganization.explanation", { name: organization.name })}</Text>
      <Button
        color="red"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t("deleteOrganization.button")}
      </Button>
      <TypeToConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("deleteOrganization.confirmTitle", { name: organization.name })}
        description={t("deleteOrganization.confirmDescription", { name: organization.name })}
        phrase={organization.slug}
        confirmLabel={t("deleteOrganization.confirm")}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("deleteOrganization.error")}
        onConfirm={onDelete}
      />
    </Stack>
  );
}
