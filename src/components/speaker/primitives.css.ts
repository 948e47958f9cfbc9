import { createVar, fallbackVar, style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { buttonBase } from "../button.css";
import * as layout from "../layout.css";
import { speakerVars as t } from "./speakerTheme.css";

/** The parts every speaker design shares, coloured by the design's theme variables. */
export const page = style({
  background: t.color.bg,
  color: t.color.text,
  fontFamily: t.font.body,
  // The shell's footer has a top margin; the page's last band runs into it.
  marginBottom: `calc(-1 * ${vars.space[8]})`,
  overflowX: "clip",
});

const inverseVars = {
  [t.color.bg]: t.inverse.bg,
  [t.color.surface]: t.inverse.surface,
  [t.color.text]: t.inverse.text,
  [t.color.textSoft]: t.inverse.textSoft,
  [t.color.accentText]: t.inverse.accentText,
  [t.color.accentDecor]: t.inverse.accentDecor,
  [t.color.line]: t.inverse.line,
  [t.color.buttonBg]: t.inverse.buttonBg,
  [t.color.buttonText]: t.inverse.buttonText,
  [t.color.buttonHover]: t.inverse.buttonHover,
};

/** Cards sit on the surface colour, or on the page colour inside an "alt" band. */
const cardBg = createVar();

const sectionBase = style([layout.bandPadding, { background: t.color.bg, color: t.color.text }]);

export const section = styleVariants({
  base: [sectionBase],
  alt: [sectionBase, { background: t.color.surface, vars: { [cardBg]: t.color.bg } }],
  inverse: [sectionBase, { vars: inverseVars }],
});

/** For a wrapper that is not a section (a hero) but uses the inverse palette. */
export const inverse = style({ vars: inverseVars, background: t.color.bg, color: t.color.text });

export { containerWidth as container } from "../layout.css";

export const eyebrow = style([layout.eyebrowBase, { color: t.color.accentText }]);

export const heading = style({
  fontFamily: t.font.heading,
  fontWeight: t.heading.weight,
  textTransform: t.heading.transform as "none",
  letterSpacing: t.heading.tracking,
  color: t.color.text,
  fontSize: vars.size["3xl"],
  margin: `0 0 ${vars.space[5]}`,
});

export const lead = style([layout.leadBase, { color: t.color.textSoft }]);

export const prose = style({ color: t.color.textSoft, maxWidth: vars.width.prose });

export const header = styleVariants({
  start: [layout.header],
  center: [layout.header, { textAlign: "center", display: "flex", flexDirection: "column", alignItems: "center" }],
});

export const actions = styleVariants({
  start: { display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center" },
  center: { display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center", justifyContent: "center" },
});

const speakerButton = style([
  buttonBase,
  {
    borderRadius: t.radius.button,
    fontSize: vars.size.sm,
    lineHeight: 1.2,
    textAlign: "center",
    border: "2px solid transparent",
    transition: "background-color 160ms ease, color 160ms ease, border-color 160ms ease, transform 160ms ease",
    selectors: { "&:active": { transform: "translateY(1px)" } },
  },
]);

export const button = styleVariants({
  primary: [
    speakerButton,
    {
      background: t.color.buttonBg,
      color: t.color.buttonText,
      selectors: { "&:hover": { background: t.color.buttonHover, color: t.color.buttonText } },
    },
  ],
  secondary: [
    speakerButton,
    {
      background: "transparent",
      color: t.color.text,
      borderColor: "currentColor",
      selectors: { "&:hover": { background: t.color.surface, color: t.color.text } },
    },
  ],
  text: [
    speakerButton,
    {
      paddingLeft: 0,
      paddingRight: 0,
      color: t.color.accentText,
      textDecoration: "underline",
      textUnderlineOffset: "0.25em",
      selectors: { "&:hover": { color: t.color.text } },
    },
  ],
});

export const buttonSize = styleVariants({
  normal: {},
  large: { minHeight: "56px", padding: `${vars.space[4]} ${vars.space[6]}`, fontSize: vars.size.md },
});

export const card = style({
  background: fallbackVar(cardBg, t.color.surface),
  border: `1px solid ${t.color.line}`,
  borderRadius: t.radius.card,
  boxShadow: t.shadow.card,
  padding: vars.space[5],
  "@media": { [breakpoints.md]: { padding: vars.space[6] } },
});

export const grid = styleVariants({
  two: { display: "grid", gap: vars.space[5], "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
  three: { display: "grid", gap: vars.space[5], "@media": { [breakpoints.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } },
  four: {
    display: "grid",
    gap: vars.space[5],
    "@media": {
      [breakpoints.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [breakpoints.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    },
  },
});
