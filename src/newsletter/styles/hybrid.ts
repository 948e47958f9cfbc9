import { bar, table } from "../html.ts";
import { hookLine, mastheadRow, title } from "./masthead.ts";
import { BRAND_ACCENT, BRAND_ACCENT_FILL, BRAND_ACCENT_TEXT, BRAND_ACCENT_TINT, SANS_FONTS, type StyleDefinition } from "./theme.ts";

/** Brand mark: an accent square before the name, drawn with a table cell (no image to block). */
function brandMark(): string {
  return `<td width="14" valign="middle" style="padding-right:12px">${bar(BRAND_ACCENT, 14, 14)}</td>`;
}

export const hybrid: StyleDefinition = {
  key: "hybrid",
  name: "Brand Signature",
  describe: (colour) => `The brand's own look: ${colour.accent} top stripe and mark, warm tinted callouts, pill button and a dark signature footer.`,
  width: 600,
  theme: {
    fonts: SANS_FONTS,
    colors: {
      page: "#fbf3ee",
      card: "#ffffff",
      text: "#262626",
      heading: "#1a1a1a",
      muted: "#5e5650",
      link: BRAND_ACCENT_TEXT,
      rule: "#f0e2d8",
      accentText: BRAND_ACCENT_TEXT,
      button: BRAND_ACCENT_FILL,
      buttonText: "#ffffff",
      callout: BRAND_ACCENT_TINT,
      footer: "#1a1a1a",
      footerText: "#c9c9c9",
    },
    text: { size: 16, lineHeight: 1.65 },
    headings: { level1: { size: 24, weight: 800, letterSpacing: -0.3 }, level2: { size: 18, weight: 700 }, decoration: "underline" },
    gutter: 36,
    radius: { button: 999, callout: 12 },
    callout: "tint",
  },
  masthead: (input) =>
    mastheadRow(bar(BRAND_ACCENT, 8), "0") +
    mastheadRow(
      table(`<tr>${brandMark()}<td valign="middle">${title(input, { size: 20, weight: 800, letterSpacing: -0.3 })}</td></tr>`),
      `32px ${input.theme.gutter}px 20px`,
    ) +
    mastheadRow(hookLine(input, { size: 26, weight: 800, letterSpacing: -0.5 }), `0 ${input.theme.gutter}px 28px`),
};
