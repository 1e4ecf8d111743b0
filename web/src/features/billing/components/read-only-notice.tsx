import { Alert } from "@mantine/core";

/** Shown instead of a create form when the viewer's role may only read (SPEC §6: members read). */
export function ReadOnlyNotice({ what }: { what: string }) {
  return (
    <Alert color="gray" title="Read-only">
      Your role can view {what} but not change them. Ask an owner or admin.
    </Alert>
  );
}
