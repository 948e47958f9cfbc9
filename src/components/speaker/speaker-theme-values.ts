import { vars } from "../../styles/theme.css";

/**
 * The six speaker designs' values for the contract in ./speakerTheme.css.ts: plain data, so the
 * contrast test (test/unit/styles/site-contrast.test.ts) can check every pair.
 */
const onDark = {
  bg: vars.color.dark,
  surface: "#17171d",
  text: vars.color.onDark,
  textSoft: vars.color.onDarkSoft,
  accentText: vars.color.accentOnDark,
  accentDecor: vars.color.accentOnDark,
  line: "#2e2e36",
  buttonBg: vars.color.accentFillBright,
  buttonText: vars.color.dark,
  buttonHover: vars.color.accentFillBrightHover,
};

/** v1: clean modern light, orange accent, soft shadows. */
export const modernValues = {
  color: {
    bg: vars.color.surface,
    surface: vars.color.surfaceAlt,
    text: vars.color.ink,
    textSoft: vars.color.inkSoft,
    accentText: vars.color.accentStrong,
    accentDecor: vars.color.accentMark,
    line: vars.color.line,
    buttonBg: vars.color.accentFill,
    buttonText: "#ffffff",
    buttonHover: vars.color.accentFillHover,
  },
  inverse: onDark,
  font: { heading: vars.font.display, body: vars.font.body },
  heading: { weight: "800", transform: "none", tracking: "-0.02em" },
  radius: { card: vars.radius.lg, button: vars.radius.pill, photo: "24px" },
  shadow: { card: vars.shadow.card },
};

/** v2: warm cream, round shapes, ink buttons. */
export const warmValues = {
  color: {
    bg: "#fbf6ef",
    surface: "#ffffff",
    text: "#1f1a17",
    textSoft: "#5c524a",
    accentText: vars.color.accentStrong,
    accentDecor: vars.color.accentMark,
    line: "#eaded0",
    buttonBg: "#1f1a17",
    buttonText: "#ffffff",
    buttonHover: "#3a312b",
  },
  inverse: { ...onDark, bg: "#1f1a17", surface: "#2b2420", line: "#3d342e", textSoft: "#d6ccc2" },
  font: { heading: vars.font.display, body: vars.font.body },
  heading: { weight: "700", transform: "none", tracking: "-0.01em" },
  radius: { card: "28px", button: vars.radius.pill, photo: "999px" },
  shadow: { card: "0 1px 2px rgb(31 26 23 / 0.05), 0 12px 32px rgb(31 26 23 / 0.07)" },
};

/** v3: plain light, hairlines instead of shadows. */
export const plainValues = {
  color: {
    bg: "#ffffff",
    surface: "#f6f7f9",
    text: vars.color.ink,
    textSoft: vars.color.inkSoft,
    accentText: vars.color.accentStrong,
    accentDecor: vars.color.accentMark,
    line: vars.color.line,
    buttonBg: vars.color.ink,
    buttonText: "#ffffff",
    buttonHover: "#374151",
  },
  inverse: { ...onDark, bg: vars.color.ink },
  font: { heading: vars.font.body, body: vars.font.body },
  heading: { weight: "650", transform: "none", tracking: "-0.01em" },
  radius: { card: vars.radius.sm, button: vars.radius.sm, photo: vars.radius.md },
  shadow: { card: "none" },
};

/** v4: dark and bold, uppercase headings, accent bands (the fill behind dark text). */
export const boldValues = {
  color: onDark,
  inverse: {
    bg: vars.color.accentFillBright,
    surface: vars.color.accentFillBrightHover,
    text: vars.color.dark,
    textSoft: vars.color.dark,
    accentText: vars.color.dark,
    accentDecor: vars.color.dark,
    line: "rgb(11 11 15 / 0.25)",
    buttonBg: vars.color.dark,
    buttonText: "#ffffff",
    buttonHover: "#26262e",
  },
  font: { heading: vars.font.display, body: vars.font.body },
  heading: { weight: "900", transform: "uppercase", tracking: "-0.03em" },
  radius: { card: "0", button: "0", photo: "0" },
  shadow: { card: "none" },
};

/** v5: editorial magazine, serif headlines on paper. */
export const editorialValues = {
  color: {
    bg: "#fbfaf7",
    surface: "#f2efe8",
    text: "#1a1a1a",
    textSoft: "#4f4b45",
    accentText: vars.color.accentStrong,
    accentDecor: vars.color.accentMark,
    line: "#d9d4ca",
    buttonBg: "#1a1a1a",
    buttonText: "#fbfaf7",
    buttonHover: "#3a3733",
  },
  inverse: { ...onDark, bg: "#1a1a1a", surface: "#262522" },
  font: { heading: vars.font.serif, body: vars.font.body },
  heading: { weight: "400", transform: "none", tracking: "-0.01em" },
  radius: { card: "0", button: "0", photo: "0" },
  shadow: { card: "none" },
};

/** v6: dark hero with glow, rounded cards. */
export const nightValues = {
  color: { ...onDark, bg: "#0e0f14", surface: "#171922", line: "#2a2d3a" },
  inverse: { ...onDark, bg: "#171922", surface: "#1f2230", line: "#2f3343" },
  font: { heading: vars.font.display, body: vars.font.body },
  heading: { weight: "800", transform: "none", tracking: "-0.025em" },
  radius: { card: "20px", button: vars.radius.pill, photo: "28px" },
  shadow: { card: "0 0 0 1px rgb(255 255 255 / 0.04), 0 24px 48px rgb(0 0 0 / 0.35)" },
};

/** Every design's values, by name. */
export const speakerThemeValues = {
  modern: modernValues,
  warm: warmValues,
  plain: plainValues,
  bold: boldValues,
  editorial: editorialValues,
  night: nightValues,
};
