import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const code = style({
  flex: "0 0 auto",
  height: "40%",
  minHeight: "10rem",
  margin: 0,
  padding: vars.space[4],
  overflow: "auto",
  background: vars.color.dark,
  color: vars.color.onDark,
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  lineHeight: 1.6,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  borderTop: `1px solid ${vars.color.darkSoft}`,
});

export const text = style([
  code,
  {
    flex: "1 1 auto",
    height: "auto",
    background: vars.color.surfaceAlt,
    color: vars.color.ink,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.md,
    fontSize: vars.size.sm,
  },
]);
