import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const hero = style({
  background: `radial-gradient(60rem 30rem at 85% 0%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.surfaceAlt}`,
  padding: `${vars.space[7]} 0 ${vars.space[8]}`,
  "@media": { [breakpoints.lg]: { padding: `${vars.space[9]} 0` } },
});

export const grid = style({
  display: "grid",
  gap: vars.space[7],
  alignItems: "center",
  "@media": { [breakpoints.lg]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 0.85fr)", gap: vars.space[8] } },
});

export const centered = style({ maxWidth: "48rem", marginInline: "auto", textAlign: "center" });

export const copy = style({ minWidth: 0 });

export const title = style({
  fontSize: vars.size["4xl"],
  fontWeight: 800,
  letterSpacing: "-0.035em",
  lineHeight: 1.05,
  marginBottom: vars.space[5],
});

export const lead = style({
  fontSize: vars.size.lg,
  color: vars.color.inkSoft,
  maxWidth: "38rem",
  marginBottom: vars.space[6],
  selectors: { [`${centered} &`]: { marginInline: "auto" } },
});

export const media = style({
  display: "flex",
  justifyContent: "center",
  "@media": { [breakpoints.lg]: { justifyContent: "flex-end" } },
});
