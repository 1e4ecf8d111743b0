import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
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

const count = (n: number) => `${n} seat${n === 1 ? "" : "s"}`;

/** "Buy more seats": how many to add, what it costs now and at renewal (the server's preview), confirm. */
export function BuySeatsModal({ organizationId, seats, onClose }: BuySeatsModalProps) {
  const [added, setAdded] = useState<number | string>(1);
  const [settled] = useDebouncedValue(added, 300);
  const paid = seats.paid ?? 0;
  const valid = (value: number | string) => value !== "" && Number.isInteger(Number(value)) && Number(value) >= 1;
  const asked = valid(settled) && settled === added ? paid + Number(settled) : null;
  const preview = useOrganizationSeatPreview(organizationId, asked);
  const update = useUpdateOrganizationSeats(organizationId);

  const confirm = () => {
    if (asked === null) return;
    update.mutate(asked, {
      onSuccess: (after) => {
        notifySuccess("Seats bought", `The organization now has ${count(after.paid ?? asked)}.`);
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title="Buy more seats" centered>
      <Stack>
        <Text size="sm">
          {`${seats.productName ?? "The plan"} has ${count(paid)}, ${seats.used} used. New seats are yours at once.`}
        </Text>
        <NumberInput
          label="Seats to add"
          min={1}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={added}
          onChange={(value) => {
            update.reset();
            setAdded(value);
          }}
          error={added !== "" && !valid(added) ? "Enter a whole number of seats, 1 or more" : null}
        />
        {asked !== null && (
          <QueryState
            isPending={preview.isPending}
            error={preview.error}
            onRetry={() => void preview.refetch()}
            loadingLabel="Computing the price"
            errorTitle="Could not preview the seats"
          >
            {preview.data && (
              <PreviewAmounts
                preview={preview.data}
                testIdPrefix="organization-seats"
                note={
                  preview.data.proration_behavior === "prorate"
                    ? "The new seats' price for the rest of this period is added to the next renewal."
                    : "The new seats' price for the rest of this period is charged now to the subscription's card."
                }
              />
            )}
          </QueryState>
        )}
        <FormAlert
          error={update.error ? { status: 0, message: messageOf(update.error) } : null}
          title="Could not buy the seats"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} disabled={asked === null || !preview.data} onClick={confirm}>
            {valid(added) ? `Buy ${count(Number(added))}` : "Buy seats"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
