import { createTheme, createThemeContract } from "@vanilla-extract/css";
import { boldValues, editorialValues, modernValues, nightValues, plainValues, warmValues } from "./speaker-theme-values";

/**
 * One contract, six looks: the speaker components read these variables, and each design sets
 * them on its root. Sections marked "inverse" swap in the theme's inverse palette (see
 * SpeakerSection), so the same component works on a light page and on a dark band.
 * Contrast: every text/background pair of the designs (./speaker-theme-values.ts) reaches WCAG AA,
 * which test/unit/styles/site-contrast.test.ts checks.
 */
const palette = {
  bg: null,
  surface: null,
  text: null,
  textSoft: null,
  /** Links, labels and small accents drawn as text. */
  accentText: null,
  /** Rules, icons, numbers in display size: decoration. */
  accentDecor: null,
  line: null,
  buttonBg: null,
  buttonText: null,
  buttonHover: null,
};

export const speakerVars = createThemeContract({
  color: palette,
  inverse: palette,
  font: { heading: null, body: null },
  heading: { weight: null, transform: null, tracking: null },
  radius: { card: null, button: null, photo: null },
  shadow: { card: null },
});

export const modernTheme = createTheme(speakerVars, modernValues);
export const warmTheme = createTheme(speakerVars, warmValues);
export const plainTheme = createTheme(speakerVars, plainValues);
export const boldTheme = createTheme(speakerVars, boldValues);
export const editorialTheme = createTheme(speakerVars, editorialValues);
export const nightTheme = createTheme(speakerVars, nightValues);
