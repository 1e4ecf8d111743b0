import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
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
  const navigate = useNavigate();
  const back = <RouterLink to={billingLinks.products(slug)}>← All products</RouterLink>;

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
          New product
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
  const product = useProduct(organizationId, productId);
  return (
    <QueryState
      isPending={product.isPending}
      error={product.error}
      onRetry={() => void product.refetch()}
      loadingLabel="Loading the product"
      errorTitle="Could not load the product"
    >
      {product.data && (
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="xs">
              <Title order={2} size="h3" data-testid="product-name">
                {product.data.name}
              </Title>
              {product.data.is_archived && <Badge color="gray">Archived</Badge>}
            </Group>
            {canWrite && (
              <Group gap="xs">
                <Button
                  component="a"
                  variant="default"
                  href={`../checkout-links/new?product=${encodeURIComponent(product.data.id)}`}
                >
                  Create checkout link
                </Button>
                <ArchiveButton organizationId={organizationId} product={product.data} />
              </Group>
            )}
          </Group>
          {!canWrite && (
            <Text size="sm" c="dimmed">
              Only owners and admins can change products.
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
            onSuccess: () => notifySuccess(next ? "Product archived" : "Product unarchived", product.name),
            onError: (error) =>
              notifyError(next ? "Could not archive the product" : "Could not unarchive the product", messageOf(error)),
          },
        )
      }
    >
      {next ? "Archive product" : "Unarchive product"}
    </Button>
  );
}
