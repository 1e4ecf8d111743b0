import { Alert, Button, Center, Container, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { BrandedSellerLayout } from "../../branding/components/branded-seller-layout";
import { PageLanguage } from "../../checkout/components/page-language";
import { useClaimSeat, useSeatClaimInfo } from "../hooks/use-seat-claim";

/** A link that no longer (or never did) point at a pending seat. */
function InvalidLink({ reason }: { reason: string }) {
  const { t } = useTranslation("portal");
  return (
    <Stack gap="md">
      <Title order={1}>{t("seatClaim.unavailable")}</Title>
      <Alert color="red" title={t("seatClaim.invalidTitle")}>
        <Stack gap={4}>
          <Text size="sm">{reason}</Text>
          <Text size="sm">{t("seatClaim.invalid")}</Text>
        </Stack>
      </Alert>
    </Stack>
  );
}

/**
 * `/seats/claim?token=…`, the link of a seat's invitation mail: what the seat is (product, seller,
 * the address it was given to), "Claim seat", then the holder's customer portal (the claim answers
 * a customer session token, opened like Polar's `?customer_session_token=` links).
 */
export function SeatClaimPage({ token }: { token: string }) {
  const info = useSeatClaimInfo(token);
  const claim = useClaimSeat();
  const navigate = useNavigate();
  const { t } = useTranslation("portal");
  usePageTitle(
    info.data ? t("seatClaim.pageTitleNamed", { organization: info.data.organization_name }) : t("seatClaim.title"),
  );
  const notFound = info.error instanceof V1Error && (info.error.status === 404 || info.error.status === 422);

  const onClaim = () =>
    claim.mutate(token, {
      onSuccess: ({ customer_session_token }) => {
        void navigate(`${paths.portal}?customer_session_token=${encodeURIComponent(customer_session_token)}`, {
          replace: true,
        });
      },
    });

  let body: ReactNode;
  if (token === "") body = <InvalidLink reason={t("seatClaim.noToken")} />;
  else if (notFound) body = <InvalidLink reason={t("seatClaim.notWaiting")} />;
  else if (info.error)
    body = (
      <Alert color="red" title={t("seatClaim.loadFailed")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(info.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void info.refetch()}>
            {t("seatClaim.tryAgain")}
          </Button>
        </Stack>
      </Alert>
    );
  else if (!info.data)
    body = (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="sm" aria-label={t("seatClaim.loading")} />
      </Center>
    );
  else {
    const data = info.data;
    const claimRefused = claim.error instanceof V1Error && claim.error.status === 400;
    body = claimRefused ? (
      <InvalidLink reason={messageOf(claim.error)} />
    ) : (
      <Stack gap="md">
        <Title order={1}>{t("seatClaim.title")}</Title>
        <Text>{t("seatClaim.intro", { organization: data.organization_name, product: data.product_name })}</Text>
        <Paper withBorder p="md" radius="md">
          <Table variant="vertical" layout="fixed" aria-label={t("seatClaim.details")} data-testid="seat-claim-details">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={110}>{t("seatClaim.product")}</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{data.product_name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("seatClaim.seller")}</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{data.organization_name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("seatClaim.for")}</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{data.customer_email}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <FormAlert
          error={claim.error && !claimRefused ? { status: 0, message: messageOf(claim.error) } : null}
          title={t("seatClaim.claimFailed")}
        />
        {data.can_claim ? (
          <Button size="md" loading={claim.isPending} onClick={onClaim}>
            {t("seatClaim.claim")}
          </Button>
        ) : (
          <Alert color="yellow" title={t("seatClaim.cannotClaimTitle")}>
            {t("seatClaim.cannotClaim")}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t("seatClaim.opensPortal", { organization: data.organization_name })}
        </Text>
      </Stack>
    );
  }

  const seller = info.data ? { name: info.data.organization_name, avatar_url: null } : undefined;
  const source = info.data ? { organizationSlug: info.data.organization_slug } : null;
  return (
    <BrandedSellerLayout source={source} seller={seller}>
      <Container size={520} px={0} py="xl">
        {body}
      </Container>
      <PageLanguage />
    </BrandedSellerLayout>
  );
}
