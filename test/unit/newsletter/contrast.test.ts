import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/newsletter/color.ts";
import { DARK_COLORS } from "../../../src/newsletter/email-document.ts";
import { BRAND_ACCENT, BRAND_ACCENT_ON_DARK, BRAND_ACCENT_TEXT } from "../../../src/newsletter/styles/theme.ts";
import { STYLES } from "../../../src/newsletter/styles/index.ts";
import { STYLE_KEYS } from "../../../src/newsletter/types.ts";

const AA = 4.5;

describe("contrastRatio", () => {
  it("matches the WCAG extremes and a known pair", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("does not depend on the order of the colours", () => {
    expect(contrastRatio("#ffffff", "#c43b00")).toBe(contrastRatio("#c43b00", "#ffffff"));
  });

  it("rejects colours that are not #rrggbb", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow();
  });
});

describe("brand accent", () => {
  it("is too light for text on white, which is why it is decoration only", () => {
    expect(contrastRatio(BRAND_ACCENT, "#ffffff")).toBeLessThan(AA);
  });

  it("has a text and button shade that meets AA against white both ways", () => {
    expect(contrastRatio(BRAND_ACCENT_TEXT, "#ffffff")).toBeGreaterThanOrEqual(AA);
  });

  it("has a light shade that meets AA on the dark-mode backgrounds", () => {
    for (const background of [DARK_COLORS.page, DARK_COLORS.card, DARK_COLORS.callout, DARK_COLORS.dark]) {
      expect(contrastRatio(BRAND_ACCENT_ON_DARK, background)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe.each(STYLE_KEYS)("the %s design's colours", (key) => {
  const { colors, callout } = STYLES[key].theme;
  const calloutBackground = callout === "box" || callout === "hairline" ? colors.card : colors.callout;
  const pairs: [string, string, string][] = [
    ["text on the card", colors.text, colors.card],
    ["headings on the card", colors.heading, colors.card],
    ["muted text on the card", colors.muted, colors.card],
    ["links on the card", colors.link, colors.card],
    ["labels on the card", colors.accentText, colors.card],
    ["text in callouts", colors.text, calloutBackground],
    ["muted text in callouts", colors.muted, calloutBackground],
    ["labels in callouts", colors.accentText, calloutBackground],
    ["the button label", colors.buttonText, colors.button],
    ["the footer", colors.footerText, colors.footer],
    ["text in the dark bonus box", "#ffffff", colors.heading],
    ["the label in the dark bonus box", BRAND_ACCENT_ON_DARK, colors.heading],
  ];

  it.each(pairs)("meets AA for %s", (_, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
  });
});

describe("dark-mode colours", () => {
  it.each([
    ["text", DARK_COLORS.text],
    ["headings", DARK_COLORS.heading],
    ["muted text", DARK_COLORS.muted],
  ])("meet AA for %s on every dark background", (_, foreground) => {
    for (const background of [DARK_COLORS.page, DARK_COLORS.card, DARK_COLORS.callout]) {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe("the 'View in browser' line above the email", () => {
  it.each(STYLE_KEYS)("%s: its colour meets AA on the page colour", async (key) => {
    const { viewInBrowserColor } = await import("../../../src/newsletter/layout.ts");
    const theme = STYLES[key].theme;
    expect(contrastRatio(viewInBrowserColor(theme), theme.colors.page)).toBeGreaterThanOrEqual(AA);
  });
});
