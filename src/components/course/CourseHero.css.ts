import { style } from "@vanilla-extract/css";
import { brand, cssRgb } from "../../styles/palette";
import { breakpoints, vars } from "../../styles/theme.css";
import { checkItemOnDark, checkList } from "./course.css";

export const hero = style({
  background: vars.color.dark,
  backgroundImage: `radial-gradient(50rem 26rem at 90% 0%, ${cssRgb(brand.accent, 0.25)}, transparent 60%)`,
  color: vars.color.onDark,
  padding: `${vars.space[8]} 0`,
  "@media": { [breakpoints.md]: { padding: `${vars.space[9]} 0` } },
});
export const inner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space[4]}`,
  display: "grid",
  gap: vars.space[7],
  alignItems: "center",
  "@media": { [breakpoints.md]: { padding: `0 ${vars.space[5]}` }, [breakpoints.lg]: { gridTemplateColumns: "1.4fr 1fr" } },
});
export const eyebrow = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: vars.color.accentOnDark,
  margin: `0 0 ${vars.space[4]}`,
});
export const title = style({ fontSize: vars.size["4xl"], fontWeight: 800, color: "#fff", margin: `0 0 ${vars.space[5]}` });
export const name = style({
  display: "block",
  fontSize: vars.size.lg,
  fontWeight: 700,
  letterSpacing: "0.02em",
  color: vars.color.accentOnDark,
  marginBottom: vars.space[3],
});
export const lead = style({ fontSize: vars.size.lg, color: vars.color.onDarkSoft, maxWidth: "38rem", margin: `0 0 ${vars.space[6]}` });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], alignItems: "center" });
export const secondary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "52px",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  border: `2px solid rgb(255 255 255 / 0.35)`,
  color: vars.color.onDark,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: "#fff", color: "#fff" } },
});
export const card = style({
  background: "rgb(255 255 255 / 0.06)",
  border: "1px solid rgb(255 255 255 / 0.14)",
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
});
export const price = style({ display: "flex", alignItems: "baseline", gap: vars.space[3], margin: `0 0 ${vars.space[5]}` });
export const amount = style({ fontSize: "clamp(3rem, 2.4rem + 2vw, 4rem)", fontWeight: 800, color: "#fff", lineHeight: 1, letterSpacing: "-0.03em" });
export const terms = style({ color: vars.color.onDarkSoft, fontWeight: 600 });
export const highlights = checkList;
export const highlight = style([checkItemOnDark, { color: vars.color.onDark }]);
