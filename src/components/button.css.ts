import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

/**
 * What every button-like link on the site shares: label and icon centred in a row, a 48 px
 * touch target, no underline. Each family adds its own shape, weight and colours.
 */
export const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: "48px",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  fontWeight: 700,
  textDecoration: "none",
});

const base = style([
  buttonBase,
  {
    borderRadius: vars.radius.pill,
    transition: "background-color 150ms ease, color 150ms ease, transform 150ms ease",
  },
]);

/** A link that looks like the site's main button. */
export const primary = style([
  base,
  {
    background: vars.color.accentFill,
    color: "#fff",
    selectors: { "&:hover": { background: vars.color.accentFillHover, color: "#fff" } },
  },
]);

export const secondary = style([
  base,
  {
    background: vars.color.surface,
    color: vars.color.ink,
    boxShadow: `inset 0 0 0 2px ${vars.color.line}`,
    selectors: { "&:hover": { color: vars.color.ink, boxShadow: `inset 0 0 0 2px ${vars.color.ink}` } },
  },
]);
