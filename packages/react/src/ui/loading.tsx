export interface LoadingProps {
  label: string;
}

/** A spinner with its reason for screen readers. */
export function Loading({ label }: LoadingProps) {
  return (
    <div className="gh-row gh-muted" role="status">
      <span className="gh-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
