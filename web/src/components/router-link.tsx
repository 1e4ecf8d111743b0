import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface RouterLinkProps extends AnchorProps {
  to: string;
  children: ReactNode;
}

/** A Mantine Anchor that navigates client-side. */
export function RouterLink({ to, children, ...props }: RouterLinkProps) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
