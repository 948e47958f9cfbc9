/** Inline styles derived once per render from a style's theme, shared by every part. */
import { css, type CssProperties } from "./html.ts";
import { FONT_MONO, type HeadingStyle, type Theme } from "./styles/theme.ts";

export interface RenderContext {
  theme: Theme;
  /** Escaped newsletter name. */
  name: string;
  css: {
    paragraph: string;
    link: string;
    label: string;
    mono: string;
    level1: string;
    level2: string;
  };
  /**
   * The site the email links to (a VIDEO: block's thumbnail and page), the titles of the videos it
   * knows, and those he hid from it (their lines are the watch link only).
   */
  site?: { url: string; videoTitles: Readonly<Record<string, string>>; hiddenVideos: ReadonlySet<string> };
}

export function lineHeight(theme: Theme): number {
  return Math.round(theme.text.size * theme.text.lineHeight);
}

export function headingCss(theme: Theme, heading: HeadingStyle, color = theme.colors.heading): string {
  return css({
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: heading.size,
    lineHeight: `${Math.round(heading.size * (heading.lineHeight ?? 1.25))}px`,
    msoLineHeightRule: "exactly",
    fontWeight: heading.weight,
    fontStyle: heading.italic && "italic",
    textTransform: heading.uppercase && "uppercase",
    letterSpacing: heading.letterSpacing,
    textAlign: heading.align ?? "left",
    color,
  });
}

/** Body text, with any property replaced. */
export function textCss(theme: Theme, overrides: CssProperties = {}): string {
  return css({
    margin: 0,
    fontFamily: theme.fonts.body,
    fontSize: theme.text.size,
    lineHeight: `${lineHeight(theme)}px`,
    msoLineHeightRule: "exactly",
    color: theme.colors.text,
    ...overrides,
  });
}

/** Small capitals above callouts. */
export function labelCss(theme: Theme, color = theme.colors.accentText): string {
  return css({
    margin: "0 0 8px",
    fontFamily: theme.fonts.body,
    fontSize: 12,
    lineHeight: "16px",
    msoLineHeightRule: "exactly",
    fontWeight: 700,
    letterSpacing: 1,
    textTransform: "uppercase",
    color,
  });
}

export function createContext(theme: Theme, name: string): RenderContext {
  return {
    theme,
    name,
    css: {
      paragraph: textCss(theme),
      link: css({ color: theme.colors.link, textDecoration: "underline" }),
      label: labelCss(theme),
      mono: textCss(theme, { fontFamily: FONT_MONO, fontSize: theme.text.size - 2 }),
      level1: headingCss(theme, theme.headings.level1),
      level2: headingCss(theme, theme.headings.level2),
    },
  };
}
