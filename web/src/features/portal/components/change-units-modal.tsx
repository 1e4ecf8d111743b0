import { Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { formatDate } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import type { UnitLabel } from "../../checkout/lib/types";
import { unitsPhrase } from "../../checkout/lib/units";
import type { SubscriptionUpdatePreview } from "../lib/types";
import { PreviewAmounts, PreviewState } from "./preview-amounts";

export interface ChangeUnitsModalProps {
  /** The units paid for now, and a reduction waiting for the period's end (null: none). */
  current: number;
  pending: number | null;
  periodEnd: string;
  unitLabel: UnitLabel | null;
  /** Identifies the preview query (who asks, for which subscription). */
  previewKey: readonly unknown[];
  preview: (units: number) => Promise<SubscriptionUpdatePreview>;
  submit: (units: number) => Promise<unknown>;
  /** After a change succeeded (refresh what follows from it). */
  onDone: () => Promise<void> | void;
  onClose: () => void;
}

/** A count the form can ask about: a whole number, at least 1 (the price's bounds are the server's). */
const isCount = (value: number | string): boolean =>
  value !== "" && Number.isInteger(Number(value)) && Number(value) >= 1;

/**
 * Change how many units a unit-based subscription pays for, in the portal and on the seller's
 * subscription page alike: type a count, see what it costs (the server's preview), confirm. More
 * units apply now, prorated; fewer at the end of the period; the price's bounds are the server's
 * to check (its refusal shows on the field).
 */
export function ChangeUnitsModal(props: ChangeUnitsModalProps) {
  const { current, pending, periodEnd, unitLabel, previewKey, preview, submit, onDone, onClose } = props;
  const { t } = useTranslation("portal");
  const phrase = (units: number) => unitsPhrase(unitLabel, units);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<{ units: number | string }, unknown>({
    initialValues: { units: pending ?? current },
    validate: {
      units: (value) => (isCount(value) ? null : t("changeUnits.whole")),
    },
    request: ({ units }) => submit(Number(units)),
    onSuccess: async (_updated, { units }) => {
      notifySuccess(
        t("changeUnits.updated"),
        Number(units) < current
          ? t("changeUnits.updatedLater", { units: phrase(Number(units)), date: formatDate(periodEnd) })
          : t("changeUnits.updatedNow", { units: phrase(Number(units)) }),
      );
      await onDone();
      onClose();
    },
  });
  const [typed] = useDebouncedValue(form.values.units, 300);
  const count = Number(typed);
  const askable = isCount(typed) && count !== (pending ?? current);
  const previewQuery = useQuery({
    queryKey: [...previewKey, "units-preview", count],
    queryFn: () => preview(count),
    enabled: askable,
    staleTime: 0,
    retry: false,
  });
  const previewFieldError =
    previewQuery.error instanceof V1Error && previewQuery.error.validation.length > 0
      ? previewQuery.error.validation.map((item) => item.msg).join("; ")
      : null;
  const settled = Number(form.values.units) === count;
  const note =
    count < current
      ? t("changeUnits.fewerNote", { current: phrase(current), date: formatDate(periodEnd), units: phrase(count) })
      : previewQuery.data?.proration_behavior === "prorate"
        ? t("changeUnits.moreNoteRenewal")
        : t("changeUnits.moreNoteNow");

  return (
    <Modal opened onClose={onClose} title={t("units.change")} centered>
      <form onSubmit={onSubmit} noValidate aria-label={t("units.change")}>
        <Stack>
          <FormAlert error={formError} title={t("changeUnits.failed")} onClose={clearFormError} />
          <Text size="sm">{t("changeUnits.current", { units: phrase(current) })}</Text>
          <NumberInput
            label={t("changeUnits.count")}
            min={1}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps("units")}
            error={form.errors.units ?? (settled ? previewFieldError : null)}
          />
          {askable && settled && !previewFieldError && (
            <PreviewState preview={previewQuery}>
              {previewQuery.data && <PreviewAmounts preview={previewQuery.data} testIdPrefix="units" note={note} />}
            </PreviewState>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("changeUnits.keepCurrent")}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!askable || !settled || !previewQuery.data || previewFieldError !== null}
            >
              {askable ? t("changeUnits.confirm", { units: phrase(count) }) : t("units.change")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
