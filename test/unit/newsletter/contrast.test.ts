import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/newsletter/color.ts";
import { DARK_COLORS } from "../../../src/newsletter/email-document.ts";
import { BRAND_ACCENT_FILL, BRAND_ACCENT_ON_DARK, BRAND_ACCENT_TEXT } from "../../../src/newsletter/styles/theme.ts";
import { renderNewsletter, sampleNewsletter } from "../../../src/newsletter/index.ts";
import { brand } from "../../../src/styles/palette.ts";
import { textOnGrounds } from "./html-checks.ts";
import { STYLES } from "../../../src/newsletter/styles/index.ts";
import { STYLE_KEYS } from "../../../src/newsletter-contract/types.ts";

const AA = 4.5;

describe("contrastRatio", () => {
  it("matches the WCAG extremes and a known pair", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("does not depend on the order of the colours", () => {
    expect(contrastRatio("#ffffff", "#3366cc")).toBe(contrastRatio("#3366cc", "#ffffff"));
  });

  it("rejects colours that are not #rrggbb", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow();
  });
});

describe("the accent's roles in the emails", () => {
  it("gives links and labels the accent's text role, and buttons its fill behind white labels", () => {
    expect(BRAND_ACCENT_TEXT).toBe(brand.accentStrong);
    expect(BRAND_ACCENT_FILL).toBe(brand.accentFill);
    expect(contrastRatio("#ffffff", BRAND_ACCENT_FILL)).toBeGreaterThanOrEqual(AA);
  });

  it("has a text role that meets AA on the dark-mode backgrounds", () => {
    for (const background of [DARK_COLORS.page, DARK_COLORS.card, DARK_COLORS.callout, DARK_COLORS.dark]) {
      expect(contrastRatio(BRAND_ACCENT_ON_DARK, background)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe("the rendered emails' text on its backgrounds", () => {
  it("finds each run's colour and the nearest background behind it, and leaves hidden text out", () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><table><tr><td bgcolor="#ffffff"><p style="color:#ffd400;font-size:15px">Pale</p><div style="display:none;color:#fff">Hidden</div></td><td style="background-color:#111111"><span style="color:#EEE;font-weight:700;font-size:24px">Big</span></td></tr></table></body></html>';
    expect(textOnGrounds(html)).toEqual([
      { text: "Pale", color: "#ffd400", background: "#ffffff", size: 15, bold: false },
      { text: "Big", color: "#eeeeee", background: "#111111", size: 24, bold: true },
    ]);
  });

  it.each(STYLE_KEYS)("%s: the accent's text role is drawn on the card, and the button's label on its fill", (key) => {
    const runs = textOnGrounds(renderNewsletter(sampleNewsletter, key));
    expect(runs.some((run) => run.color === BRAND_ACCENT_TEXT)).toBe(true);
    expect(runs.some((run) => run.background === BRAND_ACCENT_FILL && run.color === STYLES[key].theme.colors.buttonText)).toBe(true);
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
