import { bar } from "../html.ts";
import { hookLine, mastheadRow, title } from "./masthead.ts";
import { BRAND_ACCENT, BRAND_ACCENT_FILL, BRAND_ACCENT_TEXT, FONT_SERIF, type StyleDefinition } from "./theme.ts";

export const editorial: StyleDefinition = {
  key: "editorial",
  name: "Premium Editorial",
  describe: () => "Long-read typography: serif text on warm paper, a letter-spaced nameplate between hairlines and generous spacing.",
  width: 680,
  theme: {
    fonts: {
      body: FONT_SERIF,
      heading: FONT_SERIF,
      outlook: "Georgia,serif",
      outlookHeading: "Georgia,serif",
    },
    colors: {
      page: "#f2ece2",
      card: "#fffdf8",
      text: "#2b2622",
      heading: "#1f1b18",
      muted: "#635a52",
      link: BRAND_ACCENT_TEXT,
      rule: "#e4dccf",
      accentText: BRAND_ACCENT_TEXT,
      button: BRAND_ACCENT_FILL,
      buttonText: "#ffffff",
      callout: "#fffdf8",
      footer: "#f2ece2",
      footerText: "#5a5149",
    },
    text: { size: 18, lineHeight: 1.7 },
    headings: {
      level1: { size: 30, weight: 400, align: "center" },
      level2: { size: 22, weight: 400, italic: true },
      decoration: "none",
    },
    gutter: 56,
    radius: { button: 0, callout: 0 },
    callout: "hairline",
  },
  masthead: (input) =>
    mastheadRow(bar(input.theme.colors.rule, 1), `44px ${input.theme.gutter}px 16px`) +
    mastheadRow(title(input, { size: 14, weight: 400, uppercase: true, letterSpacing: 5, align: "center" }), `0 ${input.theme.gutter}px 16px`) +
    mastheadRow(bar(input.theme.colors.rule, 1), `0 ${input.theme.gutter}px 36px`) +
    mastheadRow(hookLine(input, { size: 32, weight: 400, italic: true, align: "center" }), `0 ${input.theme.gutter}px 24px`) +
    mastheadRow(bar(BRAND_ACCENT, 1, 64), `0 ${input.theme.gutter}px 40px`, { align: "center" }),
};
