import { brand, type ColourNames } from "../../styles/palette.ts";
import type { StyleKey } from "../../newsletter-contract/types.ts";

/** The accent itself: rules, bars and borders only, never text (any accent, so no ratio is promised). */
export const BRAND_ACCENT = brand.accent;
/** The accent's role for text, links and labels on the emails' light grounds (4.5:1, src/styles/accent-roles.ts). */
export const BRAND_ACCENT_TEXT = brand.accentStrong;
/** The accent's role behind the buttons' white labels (4.5:1 with them). */
export const BRAND_ACCENT_FILL = brand.accentFill;
/** The accent's role for text on dark backgrounds: the dark bonus box, dark mode (4.5:1). */
export const BRAND_ACCENT_ON_DARK = brand.accentOnDark;
/** The accent's tint, behind dark text in callouts. */
export const BRAND_ACCENT_TINT = brand.accentSoft;

/** A colour's name opening a sentence with its article: "An orange", "A blue". */
export function withArticle(colourName: string): string {
  return `${/^[aeiou]/i.test(colourName) ? "An" : "A"} ${colourName}`;
}

export const FONT_SANS = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const FONT_SERIF = "Georgia,'Times New Roman',Times,serif";
export const FONT_MONO = "ui-monospace,Menlo,Consolas,'Courier New',monospace";

/** System sans-serif throughout, with Arial where Outlook ignores the stack. */
export const SANS_FONTS = {
  body: FONT_SANS,
  heading: FONT_SANS,
  outlook: "Arial,sans-serif",
  outlookHeading: "Arial,sans-serif",
} as const;

export interface HeadingStyle {
  size: number;
  /** Multiple of size; 1.25 by default. */
  lineHeight?: number;
  weight: number;
  italic?: boolean;
  uppercase?: boolean;
  letterSpacing?: number;
  align?: "left" | "center";
}

/** How a level-1 section title is marked out. */
export type HeadingDecoration = "none" | "topBar" | "leftBar" | "underline" | "number";

/** How callouts (tips, notes, prompts...) are drawn. */
export type CalloutFrame = "tint" | "leftBar" | "topBar" | "box" | "hairline";

export interface Theme {
  fonts: {
    body: string;
    heading: string;
    /** Outlook for Windows can fall back to Times New Roman on an unknown font: it gets one it has. */
    outlook: string;
    outlookHeading: string;
  };
  colors: {
    page: string;
    card: string;
    text: string;
    heading: string;
    muted: string;
    link: string;
    /** Hairlines between parts. */
    rule: string;
    /** Labels and markers on the card and on callouts. */
    accentText: string;
    button: string;
    buttonText: string;
    callout: string;
    footer: string;
    footerText: string;
  };
  text: { size: number; lineHeight: number };
  headings: { level1: HeadingStyle; level2: HeadingStyle; decoration: HeadingDecoration };
  /** Horizontal padding inside the content column. */
  gutter: number;
  radius: { button: number; callout: number };
  callout: CalloutFrame;
}

export interface MastheadInput {
  theme: Theme;
  /** Escaped newsletter name. */
  name: string;
  /** Sanitised hook (inline HTML). */
  hook: string;
}

export interface StyleDefinition {
  key: StyleKey;
  name: string;
  /** The sentence the owner reads under the name; a colour it names comes from the palette's `colourNames`. */
  describe: (colour: Readonly<ColourNames>) => string;
  /** Content column width in px. */
  width: number;
  theme: Theme;
  /** Table rows (`<tr>`) opening the content column: name and hook. */
  masthead: (input: MastheadInput) => string;
  /** Wraps the content column's rows, for designs with a frame around it. */
  frame?: (rows: string, theme: Theme) => string;
}
