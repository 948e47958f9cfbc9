import { table } from "../html.ts";
import { hookLine, mastheadRow, title } from "./masthead.ts";
import { BRAND_ACCENT, BRAND_ACCENT_FILL, BRAND_ACCENT_TEXT, SANS_FONTS, type StyleDefinition, withArticle } from "./theme.ts";

export const sidebar: StyleDefinition = {
  key: "sidebar",
  name: "Sidebar Accent",
  describe: (colour) => `${withArticle(colour.accent)} bar runs down the left edge of the column; titles and callouts repeat it as left-hand marks.`,
  width: 600,
  theme: {
    fonts: SANS_FONTS,
    colors: {
      page: "#f3efea",
      card: "#ffffff",
      text: "#262626",
      heading: "#1c1c1c",
      muted: "#5a5550",
      link: BRAND_ACCENT_TEXT,
      rule: "#e7e1da",
      accentText: BRAND_ACCENT_TEXT,
      button: BRAND_ACCENT_FILL,
      buttonText: "#ffffff",
      callout: "#faf6f2",
      footer: "#f3efea",
      footerText: "#57524d",
    },
    text: { size: 16, lineHeight: 1.6 },
    headings: { level1: { size: 24, weight: 800 }, level2: { size: 18, weight: 700 }, decoration: "leftBar" },
    gutter: 30,
    radius: { button: 4, callout: 0 },
    callout: "leftBar",
  },
  masthead: (input) =>
    mastheadRow(title(input, { size: 28, weight: 800, letterSpacing: -0.5 }), `36px ${input.theme.gutter}px 10px`) +
    mastheadRow(hookLine(input, { size: 18, weight: 400 }, input.theme.colors.muted, "nl-muted"), `0 ${input.theme.gutter}px 28px`),
  // The bar is a cell of its own so Outlook draws it the full height of the column.
  frame: (rows) =>
    `<tr><td width="6" bgcolor="${BRAND_ACCENT}" style="width:6px;background-color:${BRAND_ACCENT};font-size:1px;line-height:1px">&nbsp;</td>` +
    `<td valign="top">${table(rows, { width: "100%" })}</td></tr>`,
};
