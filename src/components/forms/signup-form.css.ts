import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { FIELD_EDGE } from "../../styles/fields.css";
import { neutral } from "../../styles/palette";

/** Error colours: 7:1 text on its tint, readable on light and dark sections alike. */
const { error: errorInk, errorTint, errorLine } = neutral;

export const form = style({
  display: "grid",
  gap: vars.space[3],
  width: "100%",
  maxWidth: "34rem",
  scrollMarginTop: "6rem",
});

const row = style({ display: "grid", gap: vars.space[3] });

export const controls = styleVariants({
  /** Email and button share a row from small screens up; stacked on phones. */
  inline: [row, { "@media": { [breakpoints.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto", gap: vars.space[2] } } }],
  stacked: [row],
});

export const input = style({
  width: "100%",
  minHeight: "3rem",
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1.5px solid ${FIELD_EDGE}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.size.md,
  lineHeight: 1.2,
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    "&::placeholder": { color: neutral.placeholder, opacity: 1 },
    "&:hover": { borderColor: vars.color.inkSoft },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px", borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: errorInk },
    "&:disabled": { background: vars.color.surfaceAlt, cursor: "progress" },
  },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "3rem",
  minWidth: "3rem",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  border: "none",
  borderRadius: vars.radius.md,
  background: vars.color.accentFill,
  color: "#ffffff",
  fontSize: vars.size.md,
  fontWeight: 700,
  lineHeight: 1.2,
  letterSpacing: "0.005em",
  whiteSpace: "nowrap",
  cursor: "pointer",
  transition: "background-color 120ms ease, transform 120ms ease",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.accentFillHover },
    "&:active:not(:disabled)": { transform: "translateY(1px)" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&:disabled": { opacity: 0.75, cursor: "progress" },
  },
});

/** Empty until there is something to say; role="alert" announces what is put in it. */
export const alert = style({
  selectors: {
    "&:empty": { display: "none" },
    "&:focus": { outline: "none" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${errorLine}`,
  borderLeft: `4px solid ${errorInk}`,
  borderRadius: vars.radius.sm,
  background: errorTint,
  color: errorInk,
  fontSize: vars.size.sm,
  fontWeight: 600,
  lineHeight: 1.45,
});

/** Inherits the section's text colour, so it reads on light and dark backgrounds. */
export const note = style({
  margin: 0,
  fontSize: vars.size.xs,
  lineHeight: 1.5,
  opacity: 0.85,
});

export const noteLink = style({
  color: "inherit",
  textDecoration: "underline",
  selectors: { "&:hover": { color: "inherit", textDecorationThickness: "2px" } },
});

/** Off-screen and out of the accessibility tree: for bots only, never `display: none` (bots skip those). */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

/** Turnstile's widget, when it asks the visitor for a click: its own size, never wider than the form. */
export const challenge = style({
  maxWidth: "100%",
  minHeight: 0,
  overflow: "hidden",
});
