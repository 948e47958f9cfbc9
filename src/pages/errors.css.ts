import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const errorScreen = style({
  maxWidth: vars.width.prose,
  margin: "0 auto",
  padding: `${vars.space[9]} ${vars.space[4]}`,
  textAlign: "center",
});

export const code = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(4rem, 3rem + 6vw, 7rem)",
  fontWeight: 900,
  lineHeight: 1,
  color: vars.color.ink,
  margin: `0 0 ${vars.space[3]}`,
});

export const title = style({ fontSize: vars.size["2xl"], fontWeight: 700 });

export const message = style({ color: vars.color.inkSoft, fontFamily: vars.font.mono, wordBreak: "break-word" });

export const stack = style({
  textAlign: "left",
  overflowX: "auto",
  background: vars.color.surfaceAlt,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  fontSize: vars.size.xs,
});

export const homeLink = style({
  display: "inline-block",
  marginTop: vars.space[5],
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: "#fff",
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.accentFillHover, color: "#fff" } },
});
