import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[4],
  margin: `${vars.space[7]} 0 0`,
  "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  padding: vars.space[5],
  borderTop: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.size["3xl"],
  fontWeight: 800,
  letterSpacing: "-0.03em",
  lineHeight: 1.1,
});

export const label = style({ color: vars.color.inkSoft, fontSize: vars.size.sm });
