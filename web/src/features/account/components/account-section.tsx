import type { ReactNode } from "react";
import { SectionCard } from "../../../components/section-card";

interface AccountSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}

/** One card of the account page; `id` is the in-page anchor the section nav links to. */
export function AccountSection({ id, title, description, children, danger }: AccountSectionProps) {
  return (
    <SectionCard id={id} title={title} description={description} danger={danger} titleSize="h3" scrollMarginTop={80}>
      {children}
    </SectionCard>
  );
}
