import { Stack, Text, Title } from "@mantine/core";
import { RouterLink } from "../components/router-link";
import { usePageTitle } from "../lib/use-page-title";

export default function NotFoundRoute() {
  usePageTitle("Page not found");
  return (
    <Stack py="xl" gap="sm">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address.</Text>
      <RouterLink to="/">Go to the home page</RouterLink>
    </Stack>
  );
}
