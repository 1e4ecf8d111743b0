import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What a member may look at but not change, each with its whole sentence (the noun's grammar differs by language). */
const READ_ONLY_MESSAGES = {
  benefits: "readOnly.benefits",
  "checkout links": "readOnly.checkoutLinks",
  checkouts: "readOnly.checkouts",
  "custom fields": "readOnly.customFields",
  customers: "readOnly.customers",
  discounts: "readOnly.discounts",
  meters: "readOnly.meters",
  products: "readOnly.products",
  "webhook endpoints": "readOnly.webhookEndpoints",
} as const;

export type ReadOnlyResource = keyof typeof READ_ONLY_MESSAGES;

/** Shown instead of a create form when the viewer's role may only read (members read). */
export function ReadOnlyNotice({ what }: { what: ReadOnlyResource }) {
  const { t } = useTranslation("billing");
  return (
    <Alert color="gray" title={t("readOnly.title")}>
      {t(READ_ONLY_MESSAGES[what])}
    </Alert>
  );
}
