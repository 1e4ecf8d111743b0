import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import { useArchiveProduct, useProduct } from "../hooks/use-products";
import { billingLinks } from "../lib/links";
import type { Product } from "../lib/types";
import { ProductForm } from "./product-form";

interface ProductPageProps {
  organizationId: string;
  slug: string;
  /** `new` for the create form. */
  productId: string;
  canWrite: boolean;
}

export function ProductPage({ organizationId, slug, productId, canWrite }: ProductPageProps) {
  const { t } = useTranslation("billing-products");
  const navigate = useNavigate();
  const back = <RouterLink to={billingLinks.products(slug)}>{t("page.allProducts")}</RouterLink>;

  if (productId === "new") {
    if (!canWrite) {
      return (
        <Stack>
          {back}
          <ReadOnlyNotice what="products" />
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        {back}
        <Title order={2} size="h3">
          {t("page.newProduct")}
        </Title>
        <ProductForm
          organizationId={organizationId}
          product={null}
          canWrite
          onSaved={(product) => navigate(billingLinks.product(slug, product.id), { replace: true })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <ExistingProduct organizationId={organizationId} productId={productId} canWrite={canWrite} />
    </Stack>
  );
}

function ExistingProduct({
  organizationId,
  productId,
  canWrite,
}: {
  organizationId: string;
  productId: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation("billing-products");
  const product = useProduct(organizationId, productId);
  return (
    <QueryState
      isPending={product.isPending}
      error={product.error}
      onRetry={() => void product.refetch()}
      loadingLabel={t("page.loading")}
      errorTitle={t("page.loadError")}
    >
      {product.data && (
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="xs">
              <Title order={2} size="h3" data-testid="product-name">
                {product.data.name}
              </Title>
              {product.data.is_archived && <Badge color="gray">{t("page.archived")}</Badge>}
            </Group>
            {canWrite && (
              <Group gap="xs">
                <Button
                  component="a"
                  variant="default"
                  href={`../checkout-links/new?product=${encodeURIComponent(product.data.id)}`}
                >
                  {t("page.createCheckoutLink")}
                </Button>
                <ArchiveButton organizationId={organizationId} product={product.data} />
              </Group>
            )}
          </Group>
          {!canWrite && (
            <Text size="sm" c="dimmed">
              {t("page.readOnly")}
            </Text>
          )}
          {/* Keyed by the last change, so the form starts over from what the server saved. */}
          <ProductForm
            key={`${product.data.id}:${product.data.modified_at ?? ""}`}
            organizationId={organizationId}
            product={product.data}
            canWrite={canWrite}
            onSaved={() => undefined}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function ArchiveButton({ organizationId, product }: { organizationId: string; product: Product }) {
  const { t } = useTranslation("billing-products");
  const archive = useArchiveProduct(organizationId);
  const next = !product.is_archived;
  return (
    <Button
      variant={next ? "light" : "default"}
      color={next ? "red" : undefined}
      loading={archive.isPending}
      onClick={() =>
        archive.mutate(
          { id: product.id, archived: next },
          {
            onSuccess: () => notifySuccess(next ? t("page.archivedNotice") : t("page.unarchivedNotice"), product.name),
            onError: (error) => notifyError(next ? t("page.archiveError") : t("page.unarchiveError"), messageOf(error)),
          },
        )
      }
    >
      {next ? t("page.archive") : t("page.unarchive")}
    </Button>
  );
}
