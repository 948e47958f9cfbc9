import { neutral } from "../../styles/palette.ts";
import { bar } from "../html.ts";
import { hookLine, mastheadRow, title } from "./masthead.ts";
import { BRAND_ACCENT, BRAND_ACCENT_FILL, BRAND_ACCENT_TEXT, SANS_FONTS, type StyleDefinition } from "./theme.ts";

export const minimal: StyleDefinition = {
  key: "minimal",
  name: "Minimal Clean",
  describe: (colour) => `All ${colour.surface}, system type and one short ${colour.accent} rule: nothing between the reader and the words.`,
  width: 600,
  theme: {
    fonts: SANS_FONTS,
    colors: {
      page: neutral.surface,
      card: neutral.surface,
      text: "#2b2b2b",
      heading: "#111111",
      muted: "#5c5c5c",
      link: BRAND_ACCENT_TEXT,
      rule: "#e5e5e5",
      accentText: BRAND_ACCENT_TEXT,
      button: BRAND_ACCENT_FILL,
      buttonText: "#ffffff",
      callout: "#f5f5f5",
      footer: "#ffffff",
      footerText: "#5c5c5c",
    },
    text: { size: 16, lineHeight: 1.65 },
    headings: { level1: { size: 22, weight: 700 }, level2: { size: 18, weight: 700 }, decoration: "none" },
    gutter: 32,
    radius: { button: 4, callout: 4 },
    callout: "tint",
  },
  masthead: (input) =>
    mastheadRow(title(input, { size: 13, weight: 700, uppercase: true, letterSpacing: 2 }), `40px ${input.theme.gutter}px 14px`) +
    mastheadRow(bar(BRAND_ACCENT, 2, 32), `0 ${input.theme.gutter}px 24px`) +
    mastheadRow(hookLine(input, { size: 22, weight: 400 }), `0 ${input.theme.gutter}px 28px`),
};
