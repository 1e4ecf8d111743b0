import type { ButtonHTMLAttributes } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary";
  block?: boolean;
  /** Shows a spinner and keeps the button from being pressed twice; its label stays for screen readers. */
  loading?: boolean;
}

export function Button({ variant = "secondary", block, loading, className, children, disabled, ...rest }: ButtonProps) {
  const classes = ["gh-button", variant === "primary" && "gh-button--primary", block && "gh-button--block", className];
  return (
    <button
      type="button"
      {...rest}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="gh-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
