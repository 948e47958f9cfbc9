import { createGlobalTheme } from "@vanilla-extract/css";
import { brand, neutral } from "./palette";

/**
 * Design tokens; the colours come from the brand palette (./palette.ts). The accent's tokens are
 * its roles (src/styles/accent-roles.ts says what each is for): `accent` is decoration only;
 * `accentStrong` (hover `accentStronger`) is text on light grounds, `accentOnDark` text on dark
 * ones, `accentMark` large display text and marks on light grounds; `accentFill` (hover
 * `accentFillHover`) sits behind white labels, `accentFillBright` (hover `accentFillBrightHover`)
 * behind dark ones; `accentSoft` is a tint behind dark text. The values are exported as well, for
 * the contrast tests.
 */
export const siteColors = {
  accent: brand.accent,
  accentStrong: brand.accentStrong,
  accentStronger: brand.accentStronger,
  accentOnDark: brand.accentOnDark,
  accentMark: brand.accentMark,
  accentFill: brand.accentFill,
  accentFillHover: brand.accentFillHover,
  accentFillBright: brand.accentFillBright,
  accentFillBrightHover: brand.accentFillBrightHover,
  accentSoft: brand.accentSoft,
  ink: neutral.ink,
  inkSoft: neutral.inkSoft,
  line: neutral.line,
  surface: neutral.surface,
  surfaceAlt: neutral.surfaceAlt,
  dark: neutral.dark,
  darkSoft: neutral.darkSoft,
  onDark: neutral.onDark,
  onDarkSoft: neutral.onDarkSoft,
  focus: neutral.focus,
};

export const vars = createGlobalTheme(":root", {
  color: siteColors,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    serif: 'Georgia, "Iowan Old Style", "Times New Roman", serif',
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  size: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.5rem",
    "2xl": "clamp(1.75rem, 1.4rem + 1.6vw, 2.25rem)",
    "3xl": "clamp(2.1rem, 1.6rem + 2.4vw, 3rem)",
    "4xl": "clamp(2.4rem, 1.7rem + 3.4vw, 3.75rem)",
  },
  space: {
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.5rem",
    "6": "2rem",
    "7": "3rem",
    "8": "4rem",
    "9": "6rem",
  },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgb(17 24 39 / 0.06), 0 8px 24px rgb(17 24 39 / 0.06)",
  },
  width: { content: "72rem", prose: "42rem" },
});

/** Breakpoints, mobile first. */
export const breakpoints = {
  sm: "screen and (min-width: 40em)",
  md: "screen and (min-width: 48em)",
  lg: "screen and (min-width: 64em)",
} as const;
