import { Group, Stack, Text } from "@mantine/core";
import { formatMoney } from "../i18n/format";

type Wallet = { id: string; currency: string; balance: number };

/**
 * A customer's balances, one line per currency: the portal's and the dashboard's customer page.
 * `label` words "Balance (USD)" in the caller's namespace; `testId` names the rows ("…-balance" the amounts).
 */
export function WalletBalances({
  wallets,
  label,
  testId,
}: {
  wallets: readonly Wallet[];
  label: (currency: string) => string;
  testId: string;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {wallets.map((wallet) => (
        <Group key={wallet.id} component="li" gap="sm" data-testid={testId} data-currency={wallet.currency}>
          <Text size="sm" c="dimmed">
            {label(wallet.currency.toUpperCase())}
          </Text>
          <Text fw={600} data-testid={`${testId}-balance`}>
            {formatMoney(wallet.balance, wallet.currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
