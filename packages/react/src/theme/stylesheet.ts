/**
 * The components' look, in one stylesheet the provider adds to the page once. Every colour,
 * radius and font is a CSS variable (the theme, docs/integrate/react.md): an app restyles the
 * components by setting them on `:root` or on any ancestor, with no build step and no UI
 * framework. Class names start with `gh-` and the rules sit in `@layer gatehouse`, so any rule
 * of the app's own wins over them. Sides are logical (`inset-inline-start`, `text-align: start`):
 * a component with `dir="rtl"` (Arabic) mirrors itself.
 */
export const STYLESHEET = `
@layer gatehouse {
  :root {
    --gh-color-primary: #1971c2;
    --gh-color-primary-text: #ffffff;
    --gh-color-text: #1f2328;
    --gh-color-muted: #59636e;
    --gh-color-background: #ffffff;
    --gh-color-surface: #f6f8fa;
    --gh-color-border: #d0d7de;
    --gh-color-danger: #c92a2a;
    --gh-color-success: #2b8a3e;
    --gh-color-focus: #1c7ed6;
    --gh-radius: 8px;
    --gh-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    --gh-font-size: 15px;
    --gh-spacing: 12px;
  }
  @media (prefers-color-scheme: dark) {
    :root {
      --gh-color-primary: #4dabf7;
      --gh-color-primary-text: #000000;
      --gh-color-text: #e6edf3;
      --gh-color-muted: #9198a1;
      --gh-color-background: #1a1b1e;
      --gh-color-surface: #25262b;
      --gh-color-border: #3d444d;
      --gh-color-danger: #ff8787;
      --gh-color-success: #69db7c;
      --gh-color-focus: #74c0fc;
    }
  }
  .gh-root { font-family: var(--gh-font-family); font-size: var(--gh-font-size); color: var(--gh-color-text); line-height: 1.5; box-sizing: border-box; }
  .gh-root *, .gh-root *::before, .gh-root *::after { box-sizing: inherit; }
  .gh-card { background: var(--gh-color-background); border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius); padding: calc(var(--gh-spacing) * 2); width: 100%; max-width: 420px; }
  .gh-title { font-size: 1.35em; font-weight: 650; margin: 0 0 var(--gh-spacing); }
  .gh-muted { color: var(--gh-color-muted); }
  .gh-stack { display: flex; flex-direction: column; gap: var(--gh-spacing); }
  .gh-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--gh-spacing); }
  .gh-field { display: flex; flex-direction: column; gap: 4px; }
  .gh-label { font-weight: 600; font-size: 0.93em; }
  .gh-description { color: var(--gh-color-muted); font-size: 0.87em; }
  .gh-input { font: inherit; color: var(--gh-color-text); background: var(--gh-color-background); border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius); padding: 8px 10px; min-height: 40px; width: 100%; }
  .gh-input[aria-invalid="true"] { border-color: var(--gh-color-danger); }
  .gh-error { color: var(--gh-color-danger); font-size: 0.87em; }
  .gh-button { font: inherit; font-weight: 600; display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 8px 16px; border-radius: var(--gh-radius); border: 1px solid var(--gh-color-border); background: var(--gh-color-surface); color: var(--gh-color-text); cursor: pointer; text-decoration: none; }
  .gh-button--primary { background: var(--gh-color-primary); border-color: var(--gh-color-primary); color: var(--gh-color-primary-text); }
  .gh-button--block { width: 100%; }
  .gh-button:disabled, .gh-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
  .gh-button:focus-visible, .gh-input:focus-visible, .gh-link:focus-visible { outline: 2px solid var(--gh-color-focus); outline-offset: 2px; }
  .gh-link { color: var(--gh-color-primary); background: none; border: 0; padding: 0; font: inherit; cursor: pointer; text-decoration: underline; }
  .gh-alert { border-radius: var(--gh-radius); padding: var(--gh-spacing); border: 1px solid var(--gh-color-border); background: var(--gh-color-surface); }
  .gh-alert--error { border-color: var(--gh-color-danger); color: var(--gh-color-danger); }
  .gh-alert--success { border-color: var(--gh-color-success); color: var(--gh-color-success); }
  .gh-divider { display: flex; align-items: center; gap: var(--gh-spacing); color: var(--gh-color-muted); font-size: 0.87em; }
  .gh-divider::before, .gh-divider::after { content: ""; flex: 1; border-top: 1px solid var(--gh-color-border); }
  .gh-spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: gh-spin 0.7s linear infinite; }
  @keyframes gh-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .gh-spinner { animation-duration: 2s; } }
  .gh-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  /* Account, organizations and billing: user button, organization switcher, pricing table, dialog. */
  .gh-row--end { justify-content: flex-end; }
  .gh-avatar { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px; border-radius: 50%; object-fit: cover; background: var(--gh-color-primary); color: var(--gh-color-primary-text); font-weight: 650; font-size: 0.8em; line-height: 1; overflow: hidden; }
  .gh-avatar--small { width: 22px; height: 22px; font-size: 0.68em; }
  .gh-avatar--square { border-radius: calc(var(--gh-radius) / 2); }
  .gh-avatar-button { display: inline-flex; padding: 4px; min-width: 40px; min-height: 40px; align-items: center; justify-content: center; border: 1px solid transparent; border-radius: 50%; background: none; cursor: pointer; }
  .gh-avatar-button:hover, .gh-avatar-button[aria-expanded="true"] { border-color: var(--gh-color-border); }
  .gh-avatar-button:focus-visible, .gh-menu-item:focus-visible, .gh-segmented-option:has(input:focus-visible) { outline: 2px solid var(--gh-color-focus); outline-offset: 2px; }
  .gh-menu-anchor { position: relative; display: inline-block; }
  .gh-popover { position: absolute; top: calc(100% + 6px); z-index: 1000; width: max-content; min-width: 220px; max-width: min(320px, calc(100vw - 16px)); background: var(--gh-color-background); color: var(--gh-color-text); border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.16); padding: 6px; }
  .gh-popover--start { inset-inline-start: 0; }
  .gh-popover--end { inset-inline-end: 0; }
  .gh-popover-header { display: flex; align-items: center; gap: 10px; padding: 8px 10px 10px; border-bottom: 1px solid var(--gh-color-border); margin-bottom: 6px; }
  .gh-popover-identity { min-width: 0; }
  .gh-popover-name { font-weight: 650; overflow-wrap: anywhere; }
  .gh-popover-email { font-size: 0.87em; overflow-wrap: anywhere; }
  .gh-popover > .gh-alert { margin: 4px 4px 8px; font-size: 0.93em; }
  .gh-menu-item { display: flex; align-items: center; gap: 10px; width: 100%; min-height: 40px; padding: 8px 10px; border: 0; border-radius: calc(var(--gh-radius) - 2px); background: none; color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer; }
  .gh-menu-item:hover, .gh-menu-item:focus { background: var(--gh-color-surface); }
  .gh-menu-item-text { flex: 1; min-width: 0; overflow-wrap: anywhere; color: var(--gh-color-text); }
  /* A link drawn as a button: its text's own colour, so an app rule such as a { color } cannot hide it. */
  .gh-button-text { color: var(--gh-color-text); }
  .gh-button--primary > .gh-button-text { color: var(--gh-color-primary-text); }
  .gh-menu-check::after { content: ""; display: block; width: 5px; height: 10px; margin: 0 4px 3px; border: solid var(--gh-color-primary); border-width: 0 2px 2px 0; transform: rotate(45deg); }
  .gh-menu-plus::before { content: "+"; display: inline-flex; width: 22px; justify-content: center; font-weight: 650; }
  .gh-menu-label { padding: 6px 10px 2px; color: var(--gh-color-muted); font-size: 0.8em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
  .gh-menu-note { padding: 6px 10px; font-size: 0.87em; }
  .gh-menu-separator { height: 1px; margin: 6px 0; border: 0; background: var(--gh-color-border); }
  .gh-switcher-button { max-width: 100%; }
  .gh-switcher-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 200px; }
  .gh-chevron { width: 7px; height: 7px; margin: 0 2px 3px; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg); }
  .gh-dialog { background: var(--gh-color-background); color: var(--gh-color-text); border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius); padding: calc(var(--gh-spacing) * 2); width: min(440px, calc(100vw - 32px)); max-height: calc(100vh - 32px); }
  .gh-dialog::backdrop { background: rgba(0, 0, 0, 0.45); }
  .gh-segmented { display: inline-flex; margin: 0 auto calc(var(--gh-spacing) * 1.5); padding: 4px; gap: 4px; border: 1px solid var(--gh-color-border); border-radius: 999px; background: var(--gh-color-surface); }
  .gh-segmented-option { position: relative; border-radius: 999px; }
  .gh-segmented-option input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
  .gh-segmented-option span { display: inline-flex; align-items: center; min-height: 36px; padding: 6px 18px; border-radius: 999px; font-weight: 600; }
  .gh-segmented-option input:checked + span { background: var(--gh-color-primary); color: var(--gh-color-primary-text); }
  .gh-pricing { display: flex; flex-direction: column; align-items: center; width: 100%; }
  .gh-pricing-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr)); gap: calc(var(--gh-spacing) * 1.5); width: 100%; align-items: stretch; }
  .gh-plan { display: flex; flex-direction: column; gap: calc(var(--gh-spacing) * 0.75); padding: calc(var(--gh-spacing) * 2); border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius); background: var(--gh-color-background); min-width: 0; }
  .gh-plan--current { border-color: var(--gh-color-primary); box-shadow: 0 0 0 1px var(--gh-color-primary); }
  .gh-plan-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
  .gh-plan-name { margin: 0; font-size: 1.15em; font-weight: 650; }
  .gh-badge { display: inline-flex; padding: 2px 10px; border-radius: 999px; font-size: 0.8em; font-weight: 650; background: var(--gh-color-primary); color: var(--gh-color-primary-text); }
  .gh-plan-description, .gh-plan-extra { margin: 0; }
  .gh-plan-price { margin: 0; display: flex; align-items: baseline; flex-wrap: wrap; gap: 6px; }
  .gh-plan-amount { font-size: 1.9em; font-weight: 700; line-height: 1.2; }
  .gh-plan-period { color: var(--gh-color-muted); }
  .gh-plan-benefits { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
  .gh-plan-benefits li { display: flex; gap: 8px; }
  .gh-plan-benefits li::before { content: ""; flex: none; width: 5px; height: 10px; margin-block: 4px 0; margin-inline: 3px 4px; border: solid var(--gh-color-success); border-width: 0 2px 2px 0; transform: rotate(45deg); }
  .gh-plan-action { margin-top: auto; padding-top: calc(var(--gh-spacing) / 2); }
  .gh-manage-billing { align-items: flex-start; }
  /* Sign-in and sign-up: the card's steps, checkboxes, a choice of a few options, codes, the captcha. */
  .gh-auth .gh-title:focus { outline: none; }
  .gh-auth .gh-title:focus-visible { outline: 2px solid var(--gh-color-focus); outline-offset: 2px; }
  .gh-auth p { margin: 0; }
  .gh-auth__footer { text-align: center; font-size: 0.93em; }
  .gh-auth__back { align-self: center; }
  .gh-stack--tight { gap: calc(var(--gh-spacing) * 0.67); }
  .gh-row--between { justify-content: space-between; }
  .gh-small { font-size: 0.87em; }
  /* An empty live region stays in the page (so what appears in it is announced) but takes no room in a stack. */
  .gh-live:empty { position: absolute; }
  .gh-notice { overflow-wrap: anywhere; }
  .gh-notice:not(:empty) { border-radius: var(--gh-radius); padding: var(--gh-spacing); border: 1px solid var(--gh-color-success); background: var(--gh-color-surface); }
  .gh-checkbox { display: inline-flex; align-items: center; gap: 8px; min-height: 32px; cursor: pointer; }
  .gh-checkbox input { width: 18px; height: 18px; margin: 0; accent-color: var(--gh-color-primary); }
  .gh-checkbox input:focus-visible { outline: 2px solid var(--gh-color-focus); outline-offset: 2px; }
  .gh-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .gh-fieldset > legend { padding: 0; margin-bottom: 4px; }
  .gh-choices__options { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 4px; padding: 4px; border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius); background: var(--gh-color-surface); }
  .gh-choices__options--stacked { grid-template-columns: 1fr; }
  .gh-choices__option { position: relative; display: flex; }
  .gh-choices__option input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
  .gh-choices__option span { flex: 1; display: flex; align-items: center; justify-content: center; text-align: center; min-height: 36px; padding: 6px 10px; border-radius: calc(var(--gh-radius) - 2px); font-weight: 600; font-size: 0.93em; }
  .gh-choices__option input:checked + span { background: var(--gh-color-background); color: var(--gh-color-primary); box-shadow: 0 0 0 1px var(--gh-color-primary); }
  .gh-choices__option input:focus-visible + span { outline: 2px solid var(--gh-color-focus); outline-offset: 1px; }
  .gh-input--code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 2px; max-width: 240px; }
  .gh-captcha { min-height: 65px; }
}
`;

const STYLE_ID = "gatehouse-styles";

/** Adds the stylesheet to the document once (nothing to import, nothing on the server). */
export function injectStylesheet(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = STYLE_ID;
  style.textContent = STYLESHEET;
  doc.head.prepend(style);
}
