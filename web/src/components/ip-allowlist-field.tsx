import { Textarea, type TextareaProps } from "@mantine/core";

/**
 * An "Allowed IP addresses" field of a key or token form: one address or CIDR range per line
 * (lib/ip-allowlist.ts turns it into the list the server takes), in a monospace face.
 */
export function IpAllowlistField(props: TextareaProps) {
  return (
    <Textarea
      placeholder={"203.0.113.9\n2001:db8::/32"}
      autosize
      minRows={2}
      maxRows={8}
      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      {...props}
    />
  );
}
