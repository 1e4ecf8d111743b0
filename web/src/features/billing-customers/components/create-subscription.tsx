import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useProducts } from "../../billing-products/hooks/use-products";
import { useCreateSubscription } from "../hooks/use-create-subscription";

const RECURRING_LIVE = { archived: false, recurring: true, query: "", page: 1, limit: 100 } as const;

/**
 * "Create subscription": the seller picks a recurring product and the customer is subscribed at
 * once, without a checkout. Only free products are accepted by the API; a paid one is refused
 * with the reason shown in the dialog (the customer pays through a checkout instead).
 */
export function CreateSubscriptionButton({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const [opened, setOpened] = useState(false);
  const [productId, setProductId] = useState<string | null>(null);
  const products = useProducts(billing.organizationId, RECURRING_LIVE, { enabled: opened });
  const create = useCreateSubscription(billing.organizationId);
  const close = () => {
    setOpened(false);
    setProductId(null);
    create.reset();
  };
  const options = (products.data?.items ?? []).map((product) => ({ value: product.id, label: product.name }));
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        {t("createSubscription.open")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("createSubscription.title")} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!productId) return;
            create.mutate(
              { customer_id: customerId, product_id: productId },
              {
                onSuccess: () => {
                  notifySuccess(t("createSubscription.created"), t("createSubscription.createdMessage"));
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t("createSubscription.description")}
            </Text>
            <Select
              label={t("createSubscription.product")}
              placeholder={products.isPending ? t("createSubscription.loadingProducts") : undefined}
              data={options}
              value={productId}
              onChange={setProductId}
              searchable
              required
              nothingFoundMessage={t("createSubscription.noProducts")}
              error={products.error ? t("createSubscription.productsError") : undefined}
            />
            {create.error && (
              <Alert color="red" title={t("createSubscription.error")} role="alert">
                {messageOf(create.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("createSubscription.cancel")}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!productId}>
                {t("createSubscription.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
