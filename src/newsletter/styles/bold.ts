import { neutral } from "../../styles/palette.ts";
import { bar, spacer } from "../html.ts";
import { hookLine, mastheadRow, title } from "./masthead.ts";
import { BRAND_ACCENT, BRAND_ACCENT_FILL, BRAND_ACCENT_TEXT, FONT_SANS, type StyleDefinition } from "./theme.ts";

/** The masthead band: the palette's black, which the description names. */
const BAND = neutral.black;

export const bold: StyleDefinition = {
  key: "bold",
  name: "Bold Header",
  describe: (colour) => `A ${colour.black} masthead band in heavy capitals over a thick ${colour.accent} bar, boxed callouts, loud section titles.`,
  width: 600,
  theme: {
    fonts: {
      body: FONT_SANS,
      heading: "'Arial Black','Helvetica Neue',Helvetica,Arial,sans-serif",
      outlook: "Arial,sans-serif",
      outlookHeading: "'Arial Black',Arial,sans-serif",
    },
    colors: {
      page: "#e9e9e9",
      card: "#ffffff",
      text: "#222222",
      heading: BAND,
      muted: "#555555",
      link: BRAND_ACCENT_TEXT,
      rule: "#dddddd",
      accentText: BRAND_ACCENT_TEXT,
      button: BRAND_ACCENT_FILL,
      buttonText: "#ffffff",
      callout: "#ffffff",
      footer: "#e9e9e9",
      footerText: "#4a4a4a",
    },
    text: { size: 16, lineHeight: 1.6 },
    headings: {
      level1: { size: 28, weight: 900, uppercase: true },
      level2: { size: 19, weight: 800, uppercase: true, letterSpacing: 1 },
      decoration: "topBar",
    },
    gutter: 36,
    radius: { button: 0, callout: 0 },
    callout: "box",
  },
  masthead: (input) =>
    mastheadRow(
      title(input, { size: 44, weight: 900, uppercase: true }, "#ffffff") + spacer(14) + hookLine(input, { size: 18, weight: 400 }, "#d6d6d6", ""),
      `44px ${input.theme.gutter}px 36px`,
      { bgcolor: BAND },
    ) + mastheadRow(bar(BRAND_ACCENT, 8), "0 0 36px"),
};
