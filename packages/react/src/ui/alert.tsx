import type { ReactNode } from "react";

export interface AlertProps {
  tone?: "error" | "success" | "info";
  title?: string;
  children?: ReactNode;
}

/** Errors interrupt (role="alert"); everything else is announced politely (role="status"). */
export function Alert({ tone = "info", title, children }: AlertProps) {
  return (
    <div className={`gh-alert gh-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {title && <strong>{title}</strong>}
      {title && children ? <div>{children}</div> : children}
    </div>
  );
}
