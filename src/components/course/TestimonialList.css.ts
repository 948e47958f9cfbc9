import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import * as layout from "../layout.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[5],
  "@media": { [breakpoints.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const item = style({ display: "flex" });
export const figure = style([
  layout.cardSurface,
  {
    margin: 0,
    display: "flex",
    flexDirection: "column",
    justifyContent: "space-between",
    gap: vars.space[5],
    width: "100%",
    padding: vars.space[6],
    border: `1px solid ${vars.color.line}`,
  },
]);
export const quote = style({
  margin: 0,
  fontSize: vars.size.md,
  color: vars.color.ink,
  "::before": { content: '"\u201C"', display: "block", fontFamily: vars.font.serif, fontSize: "3.5rem", lineHeight: 0.8, color: vars.color.accentMark },
});
export const caption = style({ display: "flex", alignItems: "center", gap: vars.space[3] });
export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: "999px",
  background: vars.color.accentSoft,
  color: vars.color.accentStronger,
  fontWeight: 800,
  fontSize: vars.size.sm,
  flexShrink: 0,
});
export const name = style({ display: "block", fontWeight: 700 });
export const role = style({ display: "block", fontSize: vars.size.sm, color: vars.color.inkSoft });
