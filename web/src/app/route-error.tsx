import { Alert, Container, Stack, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { RouterLink } from "../components/router-link";

/** Last resort when a route throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Alert color="red" title="The page failed to load">
          {message}
        </Alert>
        <RouterLink to="/">Go to the home page</RouterLink>
      </Stack>
    </Container>
  );
}
