import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: "48px",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  textDecoration: "none",
  transition: "background-color 150ms ease, color 150ms ease, transform 150ms ease",
});

/** A link that looks like the site's main button. */
export const primary = style([
  base,
  {
    background: vars.color.accentStrong,
    color: "#fff",
    selectors: { "&:hover": { background: vars.color.accentStronger, color: "#fff" } },
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
