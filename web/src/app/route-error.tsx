import { Alert, Container, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { RouterLink } from "../components/router-link";

/** Last resort when a route throws while rendering. */
export function RouteError() {
  const { t } = useTranslation("common");
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t("routeError.unknownError");

  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>{t("routeError.title")}</Title>
        <Alert color="red" title={t("routeError.alertTitle")}>
          {message}
        </Alert>
        <RouterLink to="/">{t("navigation.home")}</RouterLink>
      </Stack>
    </Container>
  );
}
