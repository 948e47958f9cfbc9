import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { fieldBoundaryViolations } from "./field-boundaries";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What axe finds on the page, one line per rule ("rule: the nodes"), once its transitions have
 * ended: the cookie banner fades in, and axe measures a half-faded button's contrast as it is then.
 * Then one rule axe lacks: a field's edge at 3:1 against its ground (./field-boundaries.ts).
 */
export async function axeViolations(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await configure(new AxeBuilder({ page: page as never }).withTags(AXE_TAGS)).analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  return [...found, ...(await fieldBoundaryViolations(page))];
}
