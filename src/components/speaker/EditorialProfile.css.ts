import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

export const article = style({ maxWidth: "44rem", margin: "0 auto", padding: `${vars.space[8]} ${vars.space[4]} 0` });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[3],
  borderBottom: `1px solid ${t.color.line}`,
  paddingBottom: vars.space[3],
  marginBottom: vars.space[6],
});
export const title = style({
  fontFamily: t.font.body,
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.2em",
  textTransform: "uppercase",
  margin: 0,
  color: t.color.text,
});
export const meta = style({
  display: "flex",
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.size.xs,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: t.color.textSoft,
});
export const readTime = style({ fontWeight: 700, color: t.color.accentText });
export const body = style({
  fontFamily: t.font.heading,
  fontSize: vars.size.lg,
  lineHeight: 1.7,
  color: t.color.text,
  "@media": { [breakpoints.md]: { fontSize: "1.3rem" } },
});
export const first = style({
  "::first-letter": {
    float: "left",
    fontSize: "4.2em",
    lineHeight: 0.8,
    padding: "0.08em 0.1em 0 0",
    color: t.color.accentText,
    fontWeight: 700,
  },
});
