import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export type RenderedMail = { html: string; text: string };

/** A billing mail's two parts from one React Email template: the HTML, and its plain-text reading. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
