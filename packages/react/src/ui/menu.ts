import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

type FocusTarget = "first" | "last";

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLElement>(ITEMS)].filter((item) => item.getAttribute("aria-disabled") !== "true");
}

export interface MenuState {
  open: boolean;
  /** Closes the menu; with `returnFocus`, the button takes the focus back (after Escape or a chosen item). */
  close(returnFocus?: boolean): void;
  /** Spread on the wrapper of the button and the popover: a press outside it closes the menu. */
  anchorRef: RefObject<HTMLDivElement | null>;
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    id: string;
    type: "button";
    "aria-haspopup": "menu";
    "aria-expanded": boolean;
    "aria-controls": string | undefined;
    onClick(): void;
    onKeyDown(event: ReactKeyboardEvent<HTMLButtonElement>): void;
  };
  menuProps: {
    ref: RefObject<HTMLDivElement | null>;
    id: string;
    role: "menu";
    "aria-labelledby": string;
    onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>): void;
  };
}

/**
 * The menu button pattern (WAI-ARIA APG): Enter, Space, a click or ArrowDown open the menu on its first
 * item, ArrowUp on its last; inside, the arrows, Home and End move between items, Escape closes
 * and gives the focus back to the button, Tab closes and moves on. Items are `role="menuitem"`
 * (or `menuitemradio`) with `tabIndex={-1}`: only the focused item is reached by the keyboard.
 */
export function useMenu(options: { onClose?: () => void } = {}): MenuState {
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<FocusTarget | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(options.onClose);
  onCloseRef.current = options.onClose;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const openOn = useCallback((target: FocusTarget) => {
    setOpen(true);
    setPendingFocus(target);
  }, []);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    setPendingFocus(null);
    onCloseRef.current?.();
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // The menu exists once rendered open: then the wanted item takes the focus.
  useEffect(() => {
    if (!open || !pendingFocus) return;
    const items = itemsOf(menuRef.current);
    (pendingFocus === "first" ? items[0] : items[items.length - 1])?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (anchorRef.current && !anchorRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space press the button (onClick), which opens the menu on its first item.
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openOn("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openOn("last");
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menuRef.current);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return moveTo(index + 1);
      case "ArrowUp":
        return moveTo(index < 0 ? items.length - 1 : index - 1);
      case "Home":
        return moveTo(0);
      case "End":
        return moveTo(items.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close();
      default:
        return undefined;
    }
  };

  return {
    open,
    close,
    anchorRef,
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: "button",
      "aria-haspopup": "menu",
      "aria-expanded": open,
      "aria-controls": open ? menuId : undefined,
      onClick: () => (open ? close() : openOn("first")),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: "menu",
      "aria-labelledby": buttonId,
      onKeyDown: onMenuKeyDown,
    },
  };
}
