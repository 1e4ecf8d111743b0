import { Button, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

interface EmptyStateProps {
  message: string;
  /** What fills the list, when the viewer may do it: a link styled as the page's main button. */
  action?: { label: string; to: string } | null;
}

/** An empty list that says what it will hold and offers the action that fills it. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md" style={{ borderStyle: "dashed" }} data-testid="empty-state">
      <Stack align="center" gap="sm">
        <Text size="sm" ta="center">
          {message}
        </Text>
        {action && (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
