import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "./browser";
import { asVisitor, bannerStill } from "./consent-visitor";
import { browser } from "./fixture";
import { readRoutes } from "./routes";
import { axeViolations } from "./axe";

/** A person's first visit (navigator.webdriver false): the page as they see it, with the cookie banner showing. */
async function violations(path: string, options: typeof PHONE | typeof DESKTOP) {
  const { page, close } = await openPage(browser, path, options, (page) => asVisitor(page));
  await page.waitForLoadState("networkidle");
  await bannerStill(page);
  const found = await axeViolations(page);
  await close();
  return found;
}

describe("axe finds no violation", () => {
  it.each([...readRoutes().map((route) => route.path), "/no-such-page"])(
    "on %s (phone and desktop)",
    async (path) => {
      expect(await violations(path, PHONE)).toEqual([]);
      expect(await violations(path, DESKTOP)).toEqual([]);
    },
    120_000,
  ); // axe also walks iframes (the previewer's email), slow on a busy machine
});
