import { type ReactNode, useEffect, useId, useRef } from "react";
import { useLocalization } from "../../provider/localization.js";

interface AuthCardProps {
  title: string;
  /** Changing it (another step of the same card) moves the focus to the title, so it is read out. */
  step: string;
  className?: string | undefined;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in and sign-up step sits in: a titled region, its content, a footer line. */
export function AuthCard({ title, step, className, children, footer }: AuthCardProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  const { locale, dir } = useLocalization();

  useEffect(() => {
    // A step that focuses its own first field (a code to type) keeps it.
    if (step === firstStep.current || section.current?.contains(document.activeElement)) return;
    heading.current?.focus();
  }, [step]);

  return (
    <section
      className={["gh-root", "gh-card", "gh-stack", "gh-auth", className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      lang={locale}
      dir={dir}
      ref={section}
    >
      <h2 className="gh-title" id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {footer && <p className="gh-auth__footer gh-muted">{footer}</p>}
    </section>
  );
}

/** "or" between groups of methods. */
export function Divider({ children }: { children: ReactNode }) {
  return <div className="gh-divider">{children}</div>;
}

/** A quiet way back from a step ("Other ways to sign in", "Start over"). */
export function BackLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="gh-link gh-small gh-auth__back" onClick={onClick}>
      {children}
    </button>
  );
}
