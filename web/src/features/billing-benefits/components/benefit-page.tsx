import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmActionModal, useConfirmTarget } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { notifySuccess } from "../../../lib/notify";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import { billingLinks } from "../../billing-products/lib/links";
import { useBenefit, useDeleteBenefit } from "../hooks/use-benefits";
import { BENEFIT_TYPE_KEYS, type Benefit } from "../lib/types";
import { BenefitForm } from "./benefit-form";

interface BenefitPageProps {
  organizationId: string;
  slug: string;
  /** `new` for the create form. */
  benefitId: string;
  canWrite: boolean;
}

export function BenefitPage({ organizationId, slug, benefitId, canWrite }: BenefitPageProps) {
  const { t } = useTranslation("billing-benefits");
  const navigate = useNavigate();
  const back = <RouterLink to={billingLinks.benefits(slug)}>{t("page.allBenefits")}</RouterLink>;
  const toList = () => navigate(billingLinks.benefits(slug));

  if (benefitId === "new") {
    return (
      <Stack gap="md">
        {back}
        <Title order={2} size="h3">
          {t("page.newBenefit")}
        </Title>
        {canWrite ? (
          <BenefitForm organizationId={organizationId} benefit={null} canWrite onSaved={toList} />
        ) : (
          <ReadOnlyNotice what="benefits" />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <ExistingBenefit organizationId={organizationId} benefitId={benefitId} canWrite={canWrite} onDeleted={toList} />
    </Stack>
  );
}

interface ExistingBenefitProps {
  organizationId: string;
  benefitId: string;
  canWrite: boolean;
  onDeleted: () => void | Promise<void>;
}

function ExistingBenefit({ organizationId, benefitId, canWrite, onDeleted }: ExistingBenefitProps) {
  const { t } = useTranslation("billing-benefits");
  const benefit = useBenefit(organizationId, benefitId);
  return (
    <QueryState
      isPending={benefit.isPending}
      error={benefit.error}
      onRetry={() => void benefit.refetch()}
      loadingLabel={t("page.loading")}
      errorTitle={t("page.loadError")}
    >
      {benefit.data && (
        <Stack gap="md">
          <Group justify="space-between">
            <Stack gap={0}>
              <Title order={2} size="h3" data-testid="benefit-description">
                {benefit.data.description}
              </Title>
              <Text size="sm" c="dimmed">
                {t(BENEFIT_TYPE_KEYS[benefit.data.type])}
              </Text>
            </Stack>
            {canWrite && benefit.data.deletable && (
              <DeleteBenefit organizationId={organizationId} benefit={benefit.data} onDeleted={onDeleted} />
            )}
          </Group>
          {!canWrite && (
            <Text size="sm" c="dimmed">
              {t("page.readOnly")}
            </Text>
          )}
          <BenefitForm
            key={`${benefit.data.id}:${benefit.data.modified_at ?? ""}`}
            organizationId={organizationId}
            benefit={benefit.data}
            canWrite={canWrite}
            onSaved={() => undefined}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function DeleteBenefit({
  organizationId,
  benefit,
  onDeleted,
}: {
  organizationId: string;
  benefit: Benefit;
  onDeleted: () => void | Promise<void>;
}) {
  const { t } = useTranslation("billing-benefits");
  const remove = useDeleteBenefit(organizationId);
  const confirm = useConfirmTarget<Benefit>(remove.reset);
  return (
    <>
      <Button variant="light" color="red" onClick={() => confirm.open(benefit)}>
        {t("page.delete")}
      </Button>
      <ConfirmActionModal
        opened={confirm.target !== null}
        onClose={confirm.close}
        title={t("page.deleteTitle", { name: benefit.description })}
        description={t("page.deleteDescription")}
        confirmLabel={t("page.deleteConfirm")}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("page.deleteError")}
        onConfirm={() =>
          remove.mutate(benefit.id, {
            onSuccess: async () => {
              confirm.close();
              notifySuccess(t("page.deleted"), benefit.description);
              await onDeleted();
            },
          })
        }
      />
    </>
  );
}
