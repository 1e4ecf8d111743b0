import { afterEach } from "vitest";
import { openPages } from "./harness.ts";

/**
 * When a browser test fails, prints where each of its pages was and what it showed: a locator's
 * timeout alone does not say whether the page was still loading, refused or elsewhere.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  for (const page of openPages()) {
    const text = await page
      .locator("body")
      // biome-ignore lint/performance/useDomNodeTextContent: what the page showed, as rendered, is the point
      .innerText({ timeout: 5_000 })
      .catch(() => "(the page could not be read)");
    process.stdout.write(`\n[failed test's page] ${page.url()}\n${text.slice(0, 3_000)}\n`);
  }
});
