import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

export const accordion = style({ maxWidth: "52rem" });
export const summary = style({
  display: "grid",
  gap: vars.space[1],
  "@media": { [breakpoints.md]: { gridTemplateColumns: "7rem 1fr auto", alignItems: "baseline", gap: vars.space[4] } },
});
export const number = style({ fontSize: vars.size.xs, fontWeight: 800, letterSpacing: "0.12em", textTransform: "uppercase", color: vars.color.accentStrong });
export const title = style({ fontWeight: 700, fontSize: vars.size.lg, color: vars.color.ink, lineHeight: 1.3 });
export const length = style({ fontSize: vars.size.sm, color: vars.color.inkSoft, whiteSpace: "nowrap" });
export const text = style({ margin: `0 0 ${vars.space[4]}`, "@media": { [breakpoints.md]: { marginLeft: "8rem" } } });
export const lessons = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space[2],
  "@media": { [breakpoints.md]: { marginLeft: "8rem", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space[5] } },
});
export const lesson = style({
  position: "relative",
  paddingLeft: vars.space[5],
  fontSize: vars.size.sm,
  color: vars.color.ink,
  "::before": {
    content: '""',
    position: "absolute",
    left: 0,
    top: "0.6em",
    width: "0.45rem",
    height: "0.45rem",
    borderRadius: "999px",
    background: vars.color.accent,
  },
});
