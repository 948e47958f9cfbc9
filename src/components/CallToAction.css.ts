import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const band = style({ padding: `${vars.space[8]} 0 0` });

export const card = style({
  position: "relative",
  overflow: "hidden",
  display: "grid",
  gap: vars.space[6],
  alignItems: "center",
  padding: `${vars.space[7]} ${vars.space[5]}`,
  borderRadius: "24px",
  background: `radial-gradient(40rem 20rem at 100% 0%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.surfaceAlt}`,
  border: `1px solid ${vars.color.line}`,
  "@media": {
    [breakpoints.lg]: { gridTemplateColumns: "1fr 1fr", padding: vars.space[8], gap: vars.space[8] },
  },
});

export const heading = style({ fontSize: vars.size["3xl"], fontWeight: 800, letterSpacing: "-0.03em" });
export const text = style({ fontSize: vars.size.lg, color: vars.color.inkSoft, margin: 0 });
