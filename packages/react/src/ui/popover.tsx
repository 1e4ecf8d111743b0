import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";

/** The least room kept between a popover and the window's edges. */
const MARGIN = 8;

export interface PopoverProps {
  /** Which edge of its anchor it lines up with, as long as the window leaves room. */
  align: "start" | "end";
  children: ReactNode;
}

/**
 * A box under its anchor (the anchor is `position: relative`), moved sideways when it would leave
 * the window: a menu button near an edge, a phone's narrow screen, a message that widens it.
 */
export function Popover({ align, children }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);

  const place = () => {
    const element = ref.current;
    if (!element) return;
    element.style.translate = "";
    const box = element.getBoundingClientRect();
    const room = document.documentElement.clientWidth;
    let shift = 0;
    if (box.right > room - MARGIN) shift = room - MARGIN - box.right;
    if (box.left + shift < MARGIN) shift = MARGIN - box.left;
    element.style.translate = shift ? `${shift}px 0` : "";
  };

  // After every render: what it shows may have changed its width.
  useLayoutEffect(place);

  useEffect(() => {
    const element = ref.current;
    window.addEventListener("resize", place);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => place());
    if (element) observer?.observe(element);
    return () => {
      window.removeEventListener("resize", place);
      observer?.disconnect();
    };
  });

  return (
    <div ref={ref} className={`gh-popover gh-popover--${align}`}>
      {children}
    </div>
  );
}
