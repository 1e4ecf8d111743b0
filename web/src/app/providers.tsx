import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { StepUpDialog } from "../features/step-up/components/step-up-dialog";
import { I18nProvider } from "../i18n/i18n-provider";
import { SavedLocale } from "../i18n/saved-locale";
import { createQueryClient } from "../lib/query-client";
import { cssVariablesResolver, theme } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <I18nProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        {/* Bottom right: never over the header's actions or the impersonation banner. */}
        <Notifications position="bottom-right" />
        <QueryClientProvider client={queryClient}>
          <SavedLocale />
          {/* Sensitive actions refused for an old sign-in ask here, then continue (features/step-up/). */}
          <StepUpDialog />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
