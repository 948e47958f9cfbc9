import { bar, spacer } from "../html.ts";
import { hookLine, mastheadRow, title } from "./masthead.ts";
import { BRAND_ACCENT, BRAND_ACCENT_FILL, BRAND_ACCENT_TEXT, FONT_SANS, FONT_SERIF, type StyleDefinition } from "./theme.ts";

const INK = "#1a1a1a";

export const magazine: StyleDefinition = {
  key: "magazine",
  name: "Magazine Style",
  describe: () => "A wider column with a centred serif nameplate between double rules and numbered section openers.",
  width: 650,
  theme: {
    fonts: {
      body: FONT_SANS,
      heading: FONT_SERIF,
      outlook: "Arial,sans-serif",
      outlookHeading: "Georgia,serif",
    },
    colors: {
      page: "#ece7df",
      card: "#ffffff",
      text: "#2a2a2a",
      heading: INK,
      muted: "#5b5b5b",
      link: BRAND_ACCENT_TEXT,
      rule: "#e2ddd5",
      accentText: BRAND_ACCENT_TEXT,
      button: BRAND_ACCENT_FILL,
      buttonText: "#ffffff",
      callout: "#f8f5f0",
      footer: "#ece7df",
      footerText: "#4f4a44",
    },
    text: { size: 17, lineHeight: 1.6 },
    headings: {
      level1: { size: 30, weight: 700, align: "center" },
      level2: { size: 21, weight: 700 },
      decoration: "number",
    },
    gutter: 44,
    radius: { button: 0, callout: 0 },
    callout: "topBar",
  },
  masthead: (input) =>
    mastheadRow(bar(INK, 3) + spacer(3) + bar(INK, 1), `28px ${input.theme.gutter}px 22px`) +
    mastheadRow(title(input, { size: 46, weight: 700, align: "center", letterSpacing: -1 }), `0 ${input.theme.gutter}px 18px`) +
    mastheadRow(bar(BRAND_ACCENT, 3, 56), `0 ${input.theme.gutter}px 18px`, { align: "center" }) +
    mastheadRow(
      hookLine(input, { size: 20, weight: 400, italic: true, align: "center" }, input.theme.colors.muted, "nl-muted"),
      `0 ${input.theme.gutter}px 22px`,
    ) +
    mastheadRow(bar(INK, 1), `0 ${input.theme.gutter}px 32px`),
};
