import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";
import * as layout from "./layout.css";

export const grid = style([
  layout.cardGrid,
  {
    "@media": { [breakpoints.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
  },
]);

export const card = style([
  layout.cardSurface,
  {
    height: "100%",
    margin: 0,
    display: "flex",
    flexDirection: "column",
    justifyContent: "space-between",
    gap: vars.space[5],
    padding: vars.space[6],
  },
]);

export const quote = style({
  margin: 0,
  fontSize: vars.size.lg,
  lineHeight: 1.55,
  selectors: {
    "&::before": { content: '"“"', display: "block", fontFamily: vars.font.serif, fontSize: "3.5rem", lineHeight: 0.8, color: vars.color.accentMark },
  },
});

export const person = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const initials = style({
  flex: "none",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.color.ink,
  color: "#fff",
  fontWeight: 700,
  fontSize: vars.size.sm,
});

export const name = style({ display: "block", fontWeight: 700, fontStyle: "normal" });
export const role = style({ display: "block", fontSize: vars.size.sm, color: vars.color.inkSoft });
