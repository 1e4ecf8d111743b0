import { type ReactNode, useEffect, useId, useRef } from "react";
import { useLocalization } from "../provider/localization.js";

export interface DialogProps {
  title: string;
  /** Escape, the close button or the caller: the dialog is removed by whoever renders it. */
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the page behind is inert, the focus stays inside
 * and Escape closes it, with nothing to re-implement. Render it to open it; stop rendering it to close.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The dialog is shown in the page's top layer: it says its language itself.
  const { locale, dir } = useLocalization();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="gh-root gh-dialog"
      aria-labelledby={titleId}
      lang={locale}
      dir={dir}
      onCancel={(event) => {
        // Escape: the owner decides (and stops rendering the dialog).
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="gh-title" id={titleId}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
