import { Alert, Button, Center, Container, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { V1Error } from "../../billing/lib/v1-errors";
import { BrandedSellerLayout } from "../../branding/components/branded-seller-layout";
import { useClaimSeat, useSeatClaimInfo } from "../hooks/use-seat-claim";

/** A link that no longer (or never did) point at a pending seat. */
function InvalidLink({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>Seat not available</Title>
      <Alert color="red" title="This seat link is invalid or has expired">
        <Stack gap={4}>
          <Text size="sm">{reason}</Text>
          <Text size="sm">
            A link works once, and only until the date in the mail. Ask the person who gave you the seat to send the
            invitation again.
          </Text>
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
  usePageTitle(info.data ? `Claim your seat at ${info.data.organization_name}` : "Claim your seat");
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
  if (token === "") body = <InvalidLink reason="The link has no invitation in it: open the one from the mail." />;
  else if (notFound) body = <InvalidLink reason="No seat is waiting for this link." />;
  else if (info.error)
    body = (
      <Alert color="red" title="Could not load the seat">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(info.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void info.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  else if (!info.data)
    body = (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="sm" aria-label="Loading the seat" />
      </Center>
    );
  else {
    const data = info.data;
    const claimRefused = claim.error instanceof V1Error && claim.error.status === 400;
    body = claimRefused ? (
      <InvalidLink reason={messageOf(claim.error)} />
    ) : (
      <Stack gap="md">
        <Title order={1}>Claim your seat</Title>
        <Text>
          {`${data.organization_name} has a seat on ${data.product_name} for you. Claim it to get what comes with it.`}
        </Text>
        <Paper withBorder p="md" radius="md">
          <Table variant="vertical" layout="fixed" aria-label="The seat" data-testid="seat-claim-details">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={110}>Product</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{data.product_name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Seller</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{data.organization_name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>For</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{data.customer_email}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <FormAlert
          error={claim.error && !claimRefused ? { status: 0, message: messageOf(claim.error) } : null}
          title="Could not claim the seat"
        />
        {data.can_claim ? (
          <Button size="md" loading={claim.isPending} onClick={onClaim}>
            Claim seat
          </Button>
        ) : (
          <Alert color="yellow" title="This seat cannot be claimed">
            Ask the person who gave you the seat to send the invitation again.
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Claiming opens your customer portal at {data.organization_name}, where you find what the seat gives you.
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
    </BrandedSellerLayout>
  );
}
