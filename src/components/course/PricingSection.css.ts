import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { cardSurface } from "../layout.css";

export const layout = style({
  display: "grid",
  gap: vars.space[5],
  "@media": { [breakpoints.md]: { gridTemplateColumns: "1.2fr 1fr", alignItems: "stretch" } },
});
export const card = style([cardSurface, { border: `2px solid ${vars.color.accentStrong}`, padding: vars.space[6] }]);
export const price = style({ display: "flex", alignItems: "baseline", gap: vars.space[3], margin: `0 0 ${vars.space[5]}` });
export const amount = style({ fontSize: "clamp(3rem, 2.4rem + 2vw, 4rem)", fontWeight: 800, lineHeight: 1, letterSpacing: "-0.03em" });
export const terms = style({ color: vars.color.inkSoft, fontWeight: 600 });
export const enroll = style({ marginTop: vars.space[6] });
export const guarantee = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.dark,
  color: vars.color.onDark,
});
export const seal = style({ color: vars.color.accentMark, marginBottom: vars.space[4] });
export const guaranteeTitle = style({ fontSize: vars.size.xl, fontWeight: 800, color: "#fff" });
export const guaranteeText = style({ color: vars.color.onDarkSoft, margin: 0 });
