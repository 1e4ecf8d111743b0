import { Alert } from '@mantine/core';

/** A section whose screens are not built yet (its nav entry and URL already exist). */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <Alert color="gray" title={title}>
      This section is on its way.
    </Alert>
  );
}
