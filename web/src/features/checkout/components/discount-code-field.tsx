import { Button, Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CheckoutFormHandle } from "../lib/checkout-form";

interface DiscountCodeFieldProps {
  form: CheckoutFormHandle;
  /** A discount is on the checkout: the code is shown, and can be removed. */
  applied: boolean;
  busy: boolean;
  onApply: () => void;
  onRemove: () => void;
}

/** The discount code input with its Apply / Remove button (Enter applies). */
export function DiscountCodeField({ form, applied, busy, onApply, onRemove }: DiscountCodeFieldProps) {
  const { t } = useTranslation("checkout");
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t("discount.label")}
        style={{ flex: 1 }}
        disabled={applied}
        {...form.getInputProps("discount_code")}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onApply();
          }
        }}
      />
      {applied ? (
        <Button variant="default" mt={25} loading={busy} onClick={onRemove}>
          {t("discount.remove")}
        </Button>
      ) : (
        <Button variant="default" mt={25} loading={busy} onClick={onApply}>
          {t("discount.apply")}
        </Button>
      )}
    </Group>
  );
}
