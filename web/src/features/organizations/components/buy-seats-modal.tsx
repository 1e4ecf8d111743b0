import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { PreviewAmounts } from "../../portal/components/preview-amounts";
import {
  type OrganizationSeats,
  useOrganizationSeatPreview,
  useUpdateOrganizationSeats,
} from "../hooks/use-organization-seats";

interface BuySeatsModalProps {
  organizationId: string;
  seats: OrganizationSeats;
  onClose: () => void;
}

/** "Buy more seats": how many to add, what it costs now and at renewal (the server's preview), confirm. */
export function BuySeatsModal({ organizationId, seats, onClose }: BuySeatsModalProps) {
  const { t } = useTranslation("organizations");
  const [added, setAdded] = useState<number | string>(1);
  const [settled] = useDebouncedValue(added, 300);
  const paid = seats.paid ?? 0;
  const valid = (value: number | string) => value !== "" && Number.isInteger(Number(value)) && Number(value) >= 1;
  const asked = valid(settled) && settled === added ? paid + Number(settled) : null;
  const preview = useOrganizationSeatPreview(organizationId, asked);
  const invalid = added !== "" && !valid(added);
  const update = useUpdateOrganizationSeats(organizationId);

  const confirm = () => {
    if (asked === null) return;
    update.mutate(asked, {
      onSuccess: (after) => {
        notifySuccess(t("buySeats.bought"), t("buySeats.boughtMessage", { count: after.paid ?? asked }));
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t("buySeats.title")} centered>
      <Stack>
        <Text size="sm">
          {t("buySeats.summary", { plan: seats.productName ?? t("buySeats.thePlan"), count: paid, used: seats.used })}
        </Text>
        <NumberInput
          label={t("buySeats.added")}
          min={1}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={added}
          onChange={(value) => {
            update.reset();
            setAdded(value);
          }}
          error={invalid ? t("buySeats.invalid") : null}
        />
        {asked !== null && (
          <QueryState
            isPending={preview.isPending}
            error={preview.error}
            onRetry={() => void preview.refetch()}
            loadingLabel={t("buySeats.previewLoading")}
            errorTitle={t("buySeats.previewError")}
          >
            {preview.data && (
              <PreviewAmounts
                preview={preview.data}
                testIdPrefix="organization-seats"
                note={
                  preview.data.proration_behavior === "prorate"
                    ? t("buySeats.noteProrate")
                    : t("buySeats.noteChargeNow")
                }
              />
            )}
          </QueryState>
        )}
        <FormAlert
          error={update.error ? { status: 0, message: messageOf(update.error) } : null}
          title={t("buySeats.error")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("buySeats.cancel")}
          </Button>
          <Button loading={update.isPending} disabled={asked === null || !preview.data} onClick={confirm}>
            {valid(added) ? t("buySeats.confirm", { count: Number(added) }) : t("buySeats.confirmAny")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
