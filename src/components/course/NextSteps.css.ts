import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: "44rem",
  margin: "0 auto",
  padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[6]}`,
  "@media": { [breakpoints.md]: { paddingTop: vars.space[9] } },
});
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: "999px",
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
  fontSize: vars.size.xl,
  fontWeight: 800,
  marginBottom: vars.space[5],
});
export const title = style({ fontSize: vars.size["3xl"], fontWeight: 800 });
export const lead = style({ fontSize: vars.size.lg, color: vars.color.inkSoft, marginBottom: vars.space[6] });
export const steps = style({ listStyle: "none", margin: `0 0 ${vars.space[6]}`, padding: 0, display: "grid", gap: vars.space[4] });
export const step = style({
  display: "grid",
  gridTemplateColumns: "2.5rem 1fr",
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const number = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: "999px",
  background: vars.color.ink,
  color: "#fff",
  fontWeight: 800,
});
export const stepTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space[1]}` });
export const stepText = style({ margin: 0, color: vars.color.inkSoft });
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3] });
const linkBase = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "48px",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  textDecoration: "none",
} as const;
export const primary = style({
  ...linkBase,
  background: vars.color.accentFill,
  color: "#fff",
  selectors: { "&:hover": { background: vars.color.accentFillHover, color: "#fff" } },
});
export const secondary = style({
  ...linkBase,
  border: `2px solid ${vars.color.ink}`,
  color: vars.color.ink,
  selectors: { "&:hover": { background: vars.color.surfaceAlt, color: vars.color.ink } },
});
export const note = style({ marginTop: vars.space[6], color: vars.color.inkSoft, fontSize: vars.size.sm });
