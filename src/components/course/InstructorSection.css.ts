import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { bandPadding } from "../layout.css";

export const section = style([bandPadding, { background: vars.color.surfaceAlt }]);
export const inner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space[4]}`,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[7],
  alignItems: "center",
  "@media": { [breakpoints.md]: { gridTemplateColumns: "20rem minmax(0, 1fr)", padding: `0 ${vars.space[5]}` } },
});
export const photo = style({
  width: "100%",
  maxWidth: "20rem",
  height: "auto",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  background: vars.color.line,
  boxShadow: vars.shadow.card,
});
export { eyebrow } from "./course.css";
export const title = style({ fontSize: vars.size["3xl"], fontWeight: 800 });
export const text = style({ color: vars.color.inkSoft, maxWidth: vars.width.prose });
export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space[4],
  margin: `${vars.space[6]} 0 0`,
  maxWidth: "34rem",
});
export const stat = style({ display: "flex", flexDirection: "column-reverse", borderLeft: `3px solid ${vars.color.accent}`, paddingLeft: vars.space[3] });
export const statValue = style({ margin: 0, fontSize: "clamp(1.25rem, 0.9rem + 1.6vw, 2rem)", fontWeight: 800, lineHeight: 1.1 });
export const statLabel = style({ fontSize: vars.size.xs, color: vars.color.inkSoft, fontWeight: 600 });
